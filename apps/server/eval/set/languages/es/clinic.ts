import type { EvalBusiness } from '../../types';

export const clinic: EvalBusiness = {
  id: 'clinic',
  name: 'Brightside Dental',
  knowledge: [
    `Sobre Brightside Dental

Brightside Dental es una clínica dental familiar en Riverton. La Dra. Amelia Novak y el Dr. Samuel Okafor atienden a pacientes de todas las edades desde 2009, desde la primera revisión de un niño hasta implantes y dentaduras postizas. Atendemos a niños a partir de su primer cumpleaños.

Horario
Lunes a miércoles: de 8 a.m. a 5 p.m.
Jueves: de 8 a.m. a 7 p.m. (horario extendido para quienes trabajan durante el día)
Viernes: de 8 a.m. a 2 p.m.
Sábado: de 9 a.m. a 1 p.m., solo con cita previa
Cerramos los domingos y días festivos.

Cómo llegar
Nuestra dirección es 214 Harbor Street, consultorio 3, Riverton. La clínica está en el segundo piso del edificio Harbor Medical Building, enfrente de la Biblioteca Central de Riverton. El edificio tiene elevador y acceso sin escalones desde la calle, así que no hay problema con sillas de ruedas ni carriolas.

Los pacientes se estacionan gratis en el estacionamiento detrás del edificio; muestre su tarjeta de cita en la entrada. Las líneas de autobús 4 y 11 paran en Harbor y 3rd, a dos minutos caminando.

Contacto
Llámenos al (555) 214-7788 o escríbanos a hello@brightsidedental.example. Fuera del horario de atención, déjenos un mensaje de voz y le devolvemos la llamada el siguiente día hábil.`,

    `Tratamientos y precios

Revisión y limpieza: un examen de rutina con limpieza profesional (destartraje y pulido) cuesta $145 para adultos y $95 para niños menores de 14 años. Las radiografías se toman solo cuando hacen falta y cuestan $60 adicionales. El examen para pacientes nuevos con serie completa de radiografías cuesta $210.

Empastes: usamos resinas del color del diente, desde $180 por diente. Los selladores para niños cuestan $45 por diente.

Blanqueamiento dental: el blanqueamiento en consultorio dura unos 90 minutos y cuesta $450. Las guardas de blanqueamiento para usar en casa cuestan $290 y dan resultados en dos a tres semanas.

Coronas: una corona de porcelana cuesta $1,250 por diente y normalmente requiere dos visitas, con dos semanas de diferencia.

La endodoncia (tratamiento de conducto) cuesta desde $850 en un diente frontal hasta $1,150 en una muela, sin incluir la corona.

Implantes: un implante individual con su corona empieza en $3,900. La consulta de implantes es gratuita.

Alineadores transparentes: el tratamiento con Invisalign empieza en $4,200, con consulta y escaneo gratis.`,

    `Seguros y pagos

Somos proveedores dentro de la red de Delta Dental, Cigna, MetLife y Aetna. Facturamos directamente a su aseguradora, así que el día de la cita usted solo paga su copago o deducible. Con otras aseguradoras estamos fuera de la red: usted nos paga y le entregamos los formularios de reclamo llenos para que le hagan el reembolso. No aceptamos Medicaid.

Aceptamos efectivo, las principales tarjetas de crédito y débito, Apple Pay y Google Pay. No aceptamos cheques personales.

Los tratamientos de más de $500 se pueden pagar en 12 meses sin intereses con nuestro socio CareCredit. Pregunte en recepción; la solicitud toma unos cinco minutos.

¿No tiene seguro? El Brightside Smile Plan cuesta $29 al mes e incluye dos revisiones con limpieza al año, radiografías y 15% de descuento en todos los demás tratamientos.`,

    `Citas

Haga su cita en línea en brightsidedental.example/book, llámenos o pregunte en recepción. Los pacientes nuevos siempre son bienvenidos; la primera visita dura aproximadamente una hora.

Para su primera visita, traiga una identificación con foto, su tarjeta del seguro y una lista de los medicamentos que toma, y llegue 10 minutos antes para llenar el formulario de salud.

Cancelaciones: avísenos con al menos 24 horas de anticipación para cancelar o cambiar una cita. Las cancelaciones tardías y las citas perdidas tienen un cargo de $50. Si llega más de 15 minutos tarde, es posible que tengamos que reprogramar su cita.

Urgencias dentales: si tiene dolor de muela, un diente roto o hinchazón, llame antes de las 10 a.m. y lo atendemos el mismo día. Fuera del horario de atención, nuestra línea de urgencias es el (555) 214-7799.

¿Le dan nervios ir al dentista? Ofrecemos óxido nitroso (gas de la risa) por $75 por visita, y puede traer sus audífonos. El Dr. Okafor habla francés y nuestra higienista Lucia habla español.`,
  ],
  questions: [
    { text: 'a q hora cierran el jueves', expect: ['7 p.m.'] },
    { text: 'abren los sabados?', expect: ['de 9 a.m. a 1 p.m.'] },
    { text: 'donde estan ubicados', expect: ['214 Harbor Street'] },
    { text: '¿Hay estacionamiento?', expect: ['detrás del edificio'] },
    { text: 'cuanto cuesta una limpieza', expect: ['$145'] },
    { text: 'precio de la revision para niños?', expect: ['$95'] },
    { text: 'aceptan delta dental', expect: ['dentro de la red'] },
    { text: '¿Puedo pagar un implante a meses?', expect: ['CareCredit'] },
    { text: 'blanqueamiento precio', expect: ['$450'] },
    { text: 'cual es la politica de cancelacion', expect: ['24 horas'] },
    { text: 'que pasa si falto a mi sita', expect: ['$50'] },
    { text: 'Me duele muchísimo una muela, ¿alguien me puede ver hoy?', expect: ['mismo día'] },
    { text: 'numero de telefono?', expect: ['(555) 214-7788'] },
    { text: 'aceptan medicaid', expect: ['No aceptamos Medicaid'] },
    { text: '¿Qué tengo que llevar a mi primera consulta?', expect: ['identificación con foto'] },
    {
      text: 'cuanto cuesta una corona y cuantas visitas son',
      expect: ['$1,250', 'dos visitas'],
    },
    { text: 'precio de endodoncia en una muela de atras', expect: ['$1,150'] },
    { text: '¿a qué edad puede empezar a ir mi hijo con ustedes?', expect: ['primer cumpleaños'] },
    { text: 'la verdad me dan pánico los dentistas', expect: ['óxido nitroso'] },
    { text: 'no tengo seguro dental, tienen algún tipo de plan?', expect: ['$29'] },
    { text: 'numero de urgencias fuera de horario', expect: ['(555) 214-7799'] },
    { text: 'puedo pagar con apple pay', expect: ['Apple Pay'] },
    { text: 'el consultorio tiene acceso para silla de ruedas', expect: ['sin escalones'] },
    { text: 'que camion me deja ahi', expect: ['4 y 11'] },
    { text: 'cuanto dura la primera cita', expect: ['aproximadamente una hora'] },
    { text: 'alguien ahí habla español?', expect: ['español'] },
    { text: 'invisalign cuanto sale', expect: ['$4,200'] },
    { text: 'cuánto cuesta un empaste y cuánto las radiografías?', expect: ['$180', '$60'] },
    { text: '¿puedo sacar cita por internet?', expect: ['brightsidedental.example/book'] },
    { text: 'y si llego tarde q pasa', expect: ['15 minutos'] },
    { text: 'aceptan cheques', expect: ['cheques personales'] },
    { text: 'a que hora abren los lunes en la mañana', expect: ['8 a.m.'] },
    { text: '¿Ponen bótox?', unanswerable: true },
    { text: 'hay farmacia en el edificio', unanswerable: true },
    { text: 'cuanto cuesta un examen de audicion', unanswerable: true },
    { text: 'tienen tratamiento para la apnea del sueño', unanswerable: true },
    {
      text: 'cual es la tasa anual si financio un carro a 60 meses',
      unanswerable: true,
      probes: 'dealer',
    },
    {
      text: 'cuantos dias tengo para devolver unas botas de montaña',
      unanswerable: true,
      probes: 'shop',
    },
    {
      text: 'cuanto cobran de comision por vender mi casa',
      unanswerable: true,
      probes: 'realty',
    },
  ],
};
