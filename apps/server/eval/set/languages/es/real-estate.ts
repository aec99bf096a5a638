import type { EvalBusiness } from '../../types';

export const realEstate: EvalBusiness = {
  id: 'realty',
  name: 'Cedar & Stone Realty',
  knowledge: [
    `Cedar & Stone Realty es una agencia inmobiliaria independiente que atiende Millbrook y los pueblos cercanos de Eastfield, Oakridge y Lower Vale desde 2004. Ayudamos a comprar, vender y rentar casas, y administramos propiedades en renta para propietarios.

Nuestra oficina está en 19 Market Square, Millbrook, arriba del Millbrook Savings Bank. El horario de oficina es de lunes a viernes de 9 a.m. a 6 p.m. y sábados de 10 a.m. a 4 p.m. También se pueden agendar visitas a propiedades entre semana por la tarde hasta las 8 p.m., y los domingos con cita previa.

Llámenos al (555) 430-1200 o escríbanos a team@cedarstone.example. Nuestros agentes hablan inglés, polaco y portugués.`,

    `Vender su casa

Valuación gratuita: un agente visita su casa y la valúa gratis, dentro de las 48 horas siguientes a su solicitud. Si solo quiere darse una idea rápida, el estimado en línea de nuestra página web toma 2 minutos.

Nuestra comisión es del 2.5% del precio final de venta, y se paga solo cuando se cierra la venta: si no hay venta, no hay comisión. Incluye fotografía profesional, plano de la casa, recorrido virtual en 3D, publicación en Zillow y Realtor.com, y casas abiertas.

Nuestro contrato de exclusiva tiene una duración mínima de 12 semanas. Después, puede terminarlo en cualquier momento avisando con 14 días de anticipación.

El año pasado, las casas que pusimos en venta en Millbrook se vendieron en 38 días en promedio.`,

    `Comprar una casa

Los compradores no nos pagan nada: nuestra comisión la paga el vendedor. Regístrese en nuestra página para recibir alertas de nuevas propiedades que coincidan con su búsqueda.

Agende visitas en línea o por teléfono; un agente lo acompaña en cada visita.

Para hacer una oferta, dígaselo a su agente y nosotros se la enviamos al vendedor por escrito. Con cada oferta pedimos comprobante de fondos o una carta de preaprobación de crédito hipotecario. En nuestra zona lo normal es un depósito de garantía (earnest money) del 1 al 3% del precio.

¿Necesita una hipoteca? Trabajamos con un asesor hipotecario independiente, Jordan Ellis, de Keystone Mortgages. La primera reunión con Jordan es gratis y sin compromiso.`,

    `Rentar

Para rentar una de nuestras casas, llene la solicitud en línea. Hay una cuota de solicitud de $40 por adulto, que cubre la revisión de crédito y de antecedentes. Pedimos un ingreso familiar de al menos tres veces la renta mensual.

El depósito de seguridad es de un mes de renta, y el primer mes de renta se paga al firmar el contrato. Los contratos estándar son por 12 meses; algunos departamentos amueblados se ofrecen con contratos de 6 meses.

Las mascotas son bienvenidas en muchas de nuestras propiedades, según el caso, con un depósito por mascota de $300.

La renta se paga por transferencia bancaria o en el portal para inquilinos. Los pagos con tarjeta tienen un cargo por procesamiento del 2.9%.

Reparaciones: los inquilinos reportan las reparaciones en el portal para inquilinos. Para emergencias como una fuga, falta de calefacción o si se quedó fuera de casa, llame a nuestra línea de mantenimiento 24 horas al (555) 430-1299.

Para propietarios: la administración completa de la propiedad cuesta el 8% de la renta mensual cobrada. Nuestro servicio de búsqueda de inquilino, en el que encontramos y verificamos al inquilino y usted se encarga del resto, cuesta un mes de renta.`,
  ],
  questions: [
    { text: 'cuanto cobran de comision por vender', expect: ['2.5%'] },
    { text: '¿la valuación es gratis?', expect: ['gratis'] },
    { text: 'horario de oficina el sabado', expect: ['de 10 a.m. a 4 p.m.'] },
    { text: 'donde esta su oficina', expect: ['19 Market Square'] },
    { text: 'puedo ver una casa en domingo', expect: ['domingos con cita previa'] },
    { text: 'cuanto es la cuota de solicitud para rentar', expect: ['$40'] },
    { text: 'cuanto tengo que ganar para rentarles', expect: ['tres veces'] },
    { text: 'deposito para rentar?', expect: ['un mes de renta'] },
    { text: 'puedo tener perro en el depa', expect: ['depósito por mascota de $300'] },
    { text: 'los compradores les pagan algo', expect: ['no nos pagan nada'] },
    { text: 'me pueden ayudar a conseguir una hipoteca', expect: ['Jordan Ellis'] },
    { text: 'cuanto cobran por administrar una propiedad', expect: ['8%'] },
    { text: 'que pueblos cubren', expect: ['Eastfield'] },
    { text: 'cuanto tarda normalmente en venderse una casa', expect: ['38 días'] },
    { text: 'que incluye si ustedes venden mi casa', expect: ['fotografía'] },
    { text: 'se está saliendo el agua del fregadero a quien le hablo', expect: ['(555) 430-1299'] },
    { text: 'puedo pagar la renta con tarjeta de credito', expect: ['2.9%'] },
    { text: 'plazo minimo del contrato?', expect: ['12 meses'] },
    { text: 'hablan polaco', expect: ['polaco'] },
    { text: 'como hago una oferta por una casa', expect: ['por escrito'] },
    {
      text: 'como me salgo del contrato de venta con ustedes',
      expect: ['14 días de anticipación'],
    },
    { text: 'telefono', expect: ['(555) 430-1200'] },
    { text: 'puedo sacar en linea un estimado de cuanto vale mi casa', expect: ['2 minutos'] },
    { text: 'cuanto necesito de earnest money', expect: ['1 al 3%'] },
    {
      text: 'solo quiero que me encuentren un inquilino para mi depa, cuanto cuesta?',
      expect: ['búsqueda de inquilino'],
    },
    { text: 'cuando se paga el primer mes de renta', expect: ['al firmar el contrato'] },
    { text: 'publican en zillow', expect: ['Zillow'] },
    { text: '¿se pueden hacer visitas en la tarde después del trabajo?', expect: ['8 p.m.'] },
    { text: 'cuanto tiempo llevan en el negocio', expect: ['2004'] },
    {
      text: 'hacen revision de antecedentes y cuanto cuesta aplicar',
      expect: ['antecedentes', '$40'],
    },
    { text: 'correo?', expect: ['team@cedarstone.example'] },
    { text: 'venden oficinas o locales comerciales', unanswerable: true },
    { text: 'tienen casas de 3 recamaras por menos de 300 mil ahorita', unanswerable: true },
    { text: 'me recomiendan alguna empresa de mudanzas', unanswerable: true },
    { text: 'administran rentas vacacionales en airbnb', unanswerable: true },
    { text: 'cuanto cuesta un cambio de aceite', unanswerable: true, probes: 'dealer' },
    { text: 'cuanto cuesta una endodoncia', unanswerable: true, probes: 'clinic' },
    {
      text: '¿Puedo rentar una tienda de campaña para el fin de semana?',
      unanswerable: true,
      probes: 'shop',
    },
  ],
};
