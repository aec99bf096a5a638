import type { EvalBusiness } from '../../types';

export const shop: EvalBusiness = {
  id: 'shop',
  name: 'Trailhead Outfitters',
  knowledge: [
    `Trailhead Outfitters vende equipo de senderismo, campismo y escalada en línea y en nuestra tienda en 88 Alder Avenue, Fernwood, junto a la estación de tren de Fernwood.

Horario de la tienda: lunes a sábado de 10 a.m. a 8 p.m., domingo de 11 a.m. a 5 p.m. En diciembre abrimos hasta las 9 p.m. todos los días del 1 al 23 de diciembre. La tienda cierra el Día de Acción de Gracias, el día de Navidad y el día de Año Nuevo.

Estacionamiento: dos horas gratis en el estacionamiento de Alder Avenue; pida que le sellen el boleto en caja.

Atención al cliente: escríbanos por este chat, a help@trailheadoutfitters.example, o llame al 1-800-555-0142, de lunes a viernes de 9 a.m. a 6 p.m., hora del Pacífico.`,

    `Envíos y entregas

El envío estándar es gratis en pedidos de más de $75; por debajo de ese monto cuesta $6.95. La entrega estándar tarda de 3 a 5 días hábiles. El envío exprés llega en 1 a 2 días hábiles y cuesta $18.

Los pedidos hechos antes de las 2 p.m. hora del Pacífico salen el mismo día hábil. Recibirá un enlace de rastreo por correo en cuanto su pedido salga de nuestro almacén.

Enviamos a Estados Unidos y Canadá. Los pedidos a Canadá cuestan una tarifa fija de $15 con aranceles incluidos y llegan en 5 a 10 días hábiles. Los artículos voluminosos como tiendas de campaña y kayaks no se pueden enviar a apartados postales.

Compra en línea y recoge en tienda: haga su pedido en línea y recójalo en la tienda, gratis, normalmente en 2 horas.`,

    `Devoluciones, cambios y garantía

Puede devolver artículos sin usar dentro de los 60 días posteriores a la entrega y le reembolsamos el total al método de pago original. Los miembros del Trail Club tienen 365 días para devolver. Los artículos comprados en línea también se pueden devolver en la tienda.

Devoluciones por correo: le enviamos por email una etiqueta prepagada y se descuentan $7 de su reembolso; las devoluciones en tienda son gratis. Los cambios por otra talla o color son gratis, por correo o en tienda.

Los reembolsos se procesan en un plazo de 5 días hábiles después de que recibimos su devolución.

Los artículos usados no se pueden devolver, salvo que estén defectuosos. Los artículos de venta final, los cartuchos de gas abiertos y los artículos personalizados no admiten devolución.

Garantía: todos los productos de la marca Trailhead tienen garantía de por vida contra defectos de fabricación. Las demás marcas tienen la garantía de su fabricante, y nosotros hacemos el trámite por usted.

Reparaciones: nuestro taller repara cierres, costuras y varillas de tiendas de campaña. El cambio de cierre cuesta desde $25, y la mayoría de las reparaciones tardan una semana.`,

    `Pagos y ahorro

Aceptamos Visa, Mastercard, American Express, Discover, PayPal, Apple Pay y tarjetas de regalo Trailhead. Con Afterpay puede pagar en 4 pagos sin intereses en pedidos de $50 a $1,000.

La membresía del Trail Club es gratis: acumula 5% de su compra en recompensas cada vez que compra, tiene 365 días para devoluciones e invitaciones a eventos exclusivos para miembros. Inscríbase en caja o en su cuenta en línea.

Igualamos precios: si una tienda de Estados Unidos o Canadá vende un artículo idéntico y disponible más barato dentro de los 14 días posteriores a su compra, le igualamos el precio más bajo.

Las tarjetas de regalo se venden de $25 a $500 y nunca vencen. Los estudiantes tienen 10% de descuento con credencial de estudiante vigente.

Renta de equipo: las tiendas de campaña se rentan a $25 por día y las mochilas a $12 por día, con un depósito de $100 retenido en una tarjeta de crédito. Reserve su renta por teléfono o en la tienda.`,
  ],
  questions: [
    { text: 'cuanto tarda el envio', expect: ['de 3 a 5 días hábiles'] },
    { text: 'el envío es gratis?', expect: ['$75'] },
    {
      text: 'puedo devolver unas botas que ya use en una caminata',
      expect: ['salvo que estén defectuosos'],
    },
    { text: 'politica de devoluciones?', expect: ['60 días'] },
    { text: 'q horario tienen el domingo', expect: ['de 11 a.m. a 5 p.m.'] },
    { text: 'envian a canada y cuanto cuesta', expect: ['$15'] },
    { text: 'puedo pagar a plazos', expect: ['Afterpay'] },
    { text: 'donde esta la tienda', expect: ['88 Alder Avenue'] },
    {
      text: 'igualan el precio si lo encuentro mas barato en otro lado',
      expect: ['precio más bajo'],
    },
    {
      text: 'en cuanto tiempo me regresan mi dinero despues de devolver algo',
      expect: ['5 días hábiles'],
    },
    { text: 'costo del envio express?', expect: ['$18'] },
    { text: '¿Puedo rentar una tienda de campaña para el fin de semana?', expect: ['$25 por día'] },
    { text: 'las tarjetas de regalo caducan', expect: ['nunca vencen'] },
    { text: 'descuento de estudiante?', expect: ['10%'] },
    { text: 'si pido al mediodía sale hoy?', expect: ['antes de las 2 p.m.'] },
    {
      text: 'se me rompió el cierre de la chamarra, me lo pueden arreglar',
      expect: ['cambio de cierre'],
    },
    {
      text: 'que garantía tienen las mochilas de su propia marca',
      expect: ['garantía de por vida'],
    },
    { text: 'puedo recoger mi pedido en linea en la tienda', expect: ['2 horas'] },
    { text: 'telefono de atencion al cliente', expect: ['1-800-555-0142'] },
    { text: 'abren en navidad?', expect: ['día de Navidad'] },
    { text: 'aceptan amex', expect: ['American Express'] },
    { text: 'como me uno al programa de recompensas y que me dan', expect: ['gratis', '5%'] },
    { text: 'puedo cambiar mis tenis por una talla mas grande', expect: ['otra talla'] },
    { text: 'hay estacionamiento cerca', expect: ['dos horas gratis'] },
    {
      text: 'me pueden mandar una tienda de campaña a mi apartado postal',
      expect: ['apartados postales'],
    },
    { text: 'plazo de devolucion para miembros?', expect: ['365 días'] },
    { text: 'quien paga el envio si lo devuelvo por correo', expect: ['$7'] },
    { text: 'puedo devolver un cartucho de gas que ya abri', expect: ['cartuchos de gas'] },
    { text: 'horario de fiestas en diciembre?', expect: ['9 p.m.'] },
    {
      text: 'cuanto cuesta rentar una mochila y hay que dejar deposito',
      expect: ['$12', '$100'],
    },
    { text: 'me dan numero de rastreo', expect: ['enlace de rastreo'] },
    { text: 'venden licencias de pesca', unanswerable: true },
    { text: 'me pueden encerar los esquís', unanswerable: true },
    { text: 'las chamarras de pluma son de origen ético', unanswerable: true },
    { text: 'tienen tours guiados de senderismo', unanswerable: true },
    { text: 'cuanto cuesta una limpieza dental para adulto', unanswerable: true, probes: 'clinic' },
    { text: '¿la valuación de la casa es gratis?', unanswerable: true, probes: 'realty' },
    {
      text: 'cuantas sesiones tiene el programa de cambio de carrera',
      unanswerable: true,
      probes: 'coach',
    },
  ],
};
