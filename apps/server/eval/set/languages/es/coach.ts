import type { EvalBusiness } from '../../types';

export const coach: EvalBusiness = {
  id: 'coach',
  name: 'Clara Mendes Career Coaching',
  knowledge: [
    `Sobre mí

Soy Clara Mendes, coach de carrera certificada (ICF Professional Certified Coach), con 15 años de experiencia en recursos humanos y reclutamiento antes de dedicarme al coaching. Ayudo a profesionales a mitad de su carrera a cambiar de profesión, prepararse para entrevistas, negociar su salario y asumir puestos de liderazgo. También imparto talleres para empresas.

Dónde nos vemos: las sesiones son en línea por Zoom, o en persona en mi estudio en 7 Willow Lane, Unit 2B, Brookhaven. Las sesiones presenciales solo son los martes y jueves.

Cuándo: trabajo de martes a viernes de 8 a.m. a 6 p.m., y los sábados por la mañana de 9 a.m. a 12 p.m., hora del Este. No trabajo los domingos ni los lunes.

Contacto: escríbeme a clara@claramendes.example o mándame un mensaje de texto al (555) 602-4411. Respondo todos los mensajes en un día hábil como máximo. Doy coaching en inglés y en portugués.`,

    `Paquetes y precios

Llamada de descubrimiento: una llamada gratuita de 20 minutos para ver si somos un buen equipo. Resérvala en mi página web.

Sesión individual: 60 minutos, $180.

Programa de Cambio de Carrera: 6 sesiones a lo largo de 3 meses, con apoyo por correo entre sesiones, $960.

Interview Ready (preparación de entrevistas): 3 sesiones, incluye una entrevista simulada grabada con retroalimentación por escrito, $480.

Revisión de CV y LinkedIn: $220. Recibes mi revisión por escrito en un plazo de 5 días hábiles, y una ronda de correcciones está incluida.

Sesión de negociación salarial: 90 minutos para preparar tus cifras y tu guion, $240.

Talleres para empresas: desde $2,500 por medio día para hasta 20 participantes.

Pagos: acepto tarjetas, PayPal y transferencia bancaria, y emito factura a empresas. Los programas se pueden pagar en 3 mensualidades sin costo adicional. Muchas empresas reembolsan el coaching, así que te doy un recibo para que lo incluyas en tus gastos. Reservo algunos lugares con tarifa reducida para personas que están actualmente sin empleo, con 30% de descuento.`,

    `Cómo funciona

Reservas: después de la llamada de descubrimiento, tú mismo reservas tus sesiones en mi calendario en línea.

Cambiar o cancelar una sesión es gratis hasta 24 horas antes. Las cancelaciones con menos anticipación y las ausencias cuentan como sesión usada.

Reembolsos: si después de la primera sesión de un programa sientes que no es lo tuyo, te reembolso completas las sesiones restantes. Las sesiones individuales no son reembolsables.

Los programas se deben usar dentro de los 6 meses posteriores a la compra.

Confidencialidad: todo lo que compartas queda entre nosotros. Nunca contacto a tu empleador ni a nadie más sin tu permiso.`,
  ],
  questions: [
    { text: 'cuanto cuesta una sesion', expect: ['$180'] },
    { text: '¿la primera llamada es gratis?', expect: ['20 minutos'] },
    { text: 'haces sesiones en persona', expect: ['7 Willow Lane'] },
    { text: 'puedo pagar el programa en partes', expect: ['3 mensualidades'] },
    { text: 'cual es tu politica de cancelacion', expect: ['24 horas'] },
    { text: 'estas disponible los fines de semana', expect: ['sábados por la mañana'] },
    { text: 'cuanto dura una sesion', expect: ['60 minutos'] },
    { text: 'cuanto cobras por revisar mi curriculum', expect: ['$220'] },
    { text: 'cuanto tardas en revisar el cv', expect: ['5 días hábiles'] },
    {
      text: 'me ayudas a negociar un aumento? cuanto cuesta',
      expect: ['$240'],
    },
    { text: '¿trabajas con empresas?', expect: ['$2,500'] },
    { text: 'me puedes devolver el dinero si no me sirve', expect: ['sesiones restantes'] },
    { text: 'hablas portugues', expect: ['portugués'] },
    { text: 'en que zona horaria estas', expect: ['hora del Este'] },
    { text: 'como te contacto', expect: ['clara@claramendes.example'] },
    { text: 'que incluye el programa de cambio de carrera', expect: ['6 sesiones'] },
    { text: 'haces simulacros de entrevista', expect: ['$480'] },
    { text: 'mi empresa me lo puede pagar? necesito un recibo', expect: ['recibo'] },
    { text: 'me quedé sin trabajo, ¿hay algún descuento?', expect: ['30% de descuento'] },
    {
      text: 'le vas a decir a mi jefe que estoy buscando otro trabajo',
      expect: ['Nunca contacto a tu empleador'],
    },
    { text: 'cuanto tiempo tengo para usar las sesiones que compre', expect: ['6 meses'] },
    { text: '¿estás certificada?', expect: ['ICF'] },
    { text: 'trabajas los lunes', expect: ['ni los lunes'] },
    { text: 'que tan rapido contestas los correos', expect: ['un día hábil'] },
    { text: 'puedo pagar con paypal', expect: ['PayPal'] },
    { text: 'que pasa si falto a una sesion', expect: ['sesión usada'] },
    { text: 'cual es tu experiencia', expect: ['15 años'] },
    { text: 'como reservo', expect: ['calendario en línea'] },
    { text: 'nos podemos ver en persona un viernes', expect: ['martes y jueves'] },
    {
      text: 'cuanto cuesta el paquete de entrevistas y cuantas sesiones son',
      expect: ['$480', '3 sesiones'],
    },
    { text: 'cuanto dura la sesion de negociacion salarial', expect: ['90 minutos'] },
    { text: 'me puedes dar coaching en español', expect: ['en inglés y en portugués'] },
    { text: 'das terapia para la ansiedad', unanswerable: true },
    { text: 'ayudas a la gente a emprender su propio negocio', unanswerable: true },
    {
      text: 'puedes ayudar a mi hijo adolescente a elegir carrera universitaria',
      unanswerable: true,
    },
    { text: 'tienes coaching grupal para enfermeras', unanswerable: true },
    { text: 'aceptas el seguro delta dental', unanswerable: true, probes: 'clinic' },
    { text: 'cuanto cuesta el envio express', unanswerable: true, probes: 'shop' },
    {
      text: 'cuanto es el cargo por documentacion de un auto nuevo',
      unanswerable: true,
      probes: 'dealer',
    },
  ],
};
