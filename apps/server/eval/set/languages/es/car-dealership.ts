import type { EvalBusiness } from '../../types';

export const carDealership: EvalBusiness = {
  id: 'dealer',
  name: 'Lakeside Motors',
  knowledge: [
    `Lakeside Motors es una agencia de autos familiar en Clearwater que vende vehículos nuevos Mazda y Subaru y unos 150 autos seminuevos certificados de todas las marcas.

Dirección: 4500 Lakeshore Drive (Route 9), Clearwater, a media milla al norte de la salida 12 de la I-84.

Horario de la sala de ventas: lunes a viernes de 9 a.m. a 8 p.m., sábado de 9 a.m. a 6 p.m., domingo de 11 a.m. a 4 p.m.
Horario del departamento de servicio: lunes a viernes de 7 a.m. a 6 p.m., sábado de 8 a.m. a 2 p.m. El departamento de servicio cierra los domingos.

Ventas: (555) 870-3300. Servicio: (555) 870-3311. Correo: sales@lakesidemotors.example.`,

    `Compra y financiamiento

Pruebas de manejo: agende una en línea o venga sin cita, y traiga su licencia de manejo vigente. Una prueba de manejo dura unos 30 minutos, y podemos llevarle el auto a su casa u oficina si está a menos de 20 millas.

Financiamiento: trabajamos con 12 financieras, entre ellas Mazda Financial Services y Subaru Motors Finance. La tasa anual (APR) empieza en 3.9% para autos nuevos y 5.9% para seminuevos, para compradores que califiquen, con plazos de 24 a 72 meses. Obtenga su preaprobación en línea en 10 minutos; es una consulta de crédito suave que no afecta su historial crediticio. ¿Mal crédito o es su primer auto? También tenemos programas para eso.

No se requiere enganche con crédito aprobado, pero dar un 10% de enganche baja su mensualidad.

Arrendamiento: los arrendamientos de Mazda y Subaru nuevos van de 24 a 39 meses, con 10,000 o 12,000 millas al año.

Cargos: nuestro cargo por documentación es de $399, más impuestos, título y registro. Nunca agregamos extras ocultos de la agencia.

Autos a cuenta: compramos cualquier auto, aunque no nos compre uno a nosotros. Reciba una oferta instantánea en línea, válida por 7 días, que se vuelve definitiva después de una inspección rápida. Si todavía debe dinero de su auto, nosotros liquidamos el préstamo pendiente por usted.`,

    `Seminuevos, garantía y entrega

Cada auto seminuevo pasa una inspección de 150 puntos e incluye un reporte CARFAX gratis.

Garantía: nuestros seminuevos incluyen una garantía limitada del tren motriz de 12 meses / 12,000 millas. Los autos nuevos tienen la garantía del fabricante: 3 años o 36,000 millas para Mazda y Subaru. Hay contratos de servicio extendido disponibles.

Garantía de cambio: si su seminuevo no le encanta, cámbielo por otro dentro de 5 días o 250 millas, lo que ocurra primero. Es un cambio, no un reembolso en efectivo.

La entrega a domicilio es gratis dentro de 50 millas de la agencia; más allá cuesta $2 por milla.`,

    `Departamento de servicio

Damos servicio a todas las marcas y modelos, no solo Mazda y Subaru. Precios: cambio de aceite sintético $69.95, rotación de llantas $29.95, inspección estatal $35, balatas desde $189 por eje. Las reparaciones por llamado a revisión de seguridad (recall) se hacen sin costo.

Agende su servicio en línea o llame al mostrador de servicio. Para reparaciones que tarden más de 2 horas le prestamos un auto de cortesía gratis si reserva con anticipación, o nuestro transporte gratuito lo lleva a donde necesite dentro de 10 millas.

Mientras espera, nuestra sala tiene wifi gratis, café y un rincón para niños.`,
  ],
  questions: [
    { text: 'a que hora cierra la sala de ventas el sabado', expect: ['6 p.m.'] },
    { text: 'el servicio abre en domingo', expect: ['cierra los domingos'] },
    { text: 'cual es su tasa para un auto nuevo', expect: ['3.9%'] },
    { text: 'reciben autos a cuenta', expect: ['cualquier auto'] },
    { text: 'cuanto cuesta un cambio de aceite', expect: ['$69.95'] },
    { text: '¿Puedo hacer la prueba de manejo en mi casa?', expect: ['20 millas'] },
    { text: 'cobran algo por documentacion', expect: ['$399'] },
    { text: 'garantia en seminuevos?', expect: ['12,000 millas'] },
    { text: 'tengo mal historial de credito, igual me pueden financiar', expect: ['programas'] },
    { text: 'donde estan ubicados', expect: ['4500 Lakeshore Drive'] },
    { text: 'a cuanto tiempo puedo financiar un carro', expect: ['72 meses'] },
    { text: 'entregan los autos a domicilio', expect: ['dentro de 50 millas'] },
    { text: 'puedo devolver un seminuevo si no me gusta', expect: ['5 días'] },
    { text: 'tengo que dar enganche', expect: ['No se requiere enganche'] },
    { text: 'telefono del departamento de servicio', expect: ['(555) 870-3311'] },
    { text: 'arreglan otras marcas como toyota', expect: ['todas las marcas'] },
    { text: 'me prestan un carro mientras reparan el mio', expect: ['auto de cortesía'] },
    { text: 'que marcas venden', expect: ['Mazda'] },
    { text: 'sus seminuevos traen carfax', expect: ['CARFAX'] },
    { text: 'cuanto cuestan las balatas', expect: ['$189'] },
    {
      text: 'cuanto dura la prueba de manejo y que tengo que llevar',
      expect: ['30 minutos', 'licencia de manejo'],
    },
    { text: 'opciones de millaje en arrendamiento', expect: ['12,000 millas al año'] },
    { text: 'la preaprobación me afecta el historial de crédito?', expect: ['no afecta'] },
    { text: 'cuantos dias es valida la oferta por mi auto', expect: ['7 días'] },
    { text: '¿cobran algo por las reparaciones de recall?', expect: ['sin costo'] },
    { text: 'cuanto cuesta la inspeccion estatal', expect: ['$35'] },
    {
      text: 'que tasa tienen para seminuevos y de cuanto son los plazos',
      expect: ['5.9%', 'de 24 a 72 meses'],
    },
    {
      text: 'todavía debo dinero de mi carro, ¿lo puedo dejar a cuenta?',
      expect: ['préstamo pendiente'],
    },
    { text: 'hay wifi en la sala de espera', expect: ['wifi'] },
    { text: 'en que salida me bajo de la autopista', expect: ['salida 12'] },
    { text: 'a que hora abren los domingos', expect: ['de 11 a.m. a 4 p.m.'] },
    { text: 'venden motos', unanswerable: true },
    { text: 'puedo rentar un carro por dia', unanswerable: true },
    { text: 'puedo pagar un auto con bitcoin', unanswerable: true },
    { text: 'polarizan vidrios', unanswerable: true },
    { text: 'cuanto cuesta un blanqueamiento dental', unanswerable: true, probes: 'clinic' },
    { text: 'cuanto cuesta una sesion de coaching', unanswerable: true, probes: 'coach' },
    {
      text: 'cual es la cuota de solicitud para rentar un departamento',
      unanswerable: true,
      probes: 'realty',
    },
  ],
};
