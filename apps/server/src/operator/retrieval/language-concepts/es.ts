import type { Vocabulary } from './vocabulary-shape';

/** Spanish: what customers type about each topic, and what businesses write (index.ts). */
export const es: Vocabulary = {
  hours: [
    'horario, horarios, a que hora, que horas, abren, abre, abierto, abiertos, cierran, cierra, cerrado, cerrados, apertura, festivos, feriados',
    'horario abrimos abierto abiertos cerramos cerrado cerrados lunes martes miércoles jueves viernes sábado domingo festivos',
  ],
  location: [
    'donde, direccion, ubicacion, ubicados, ubicado, ubicada, encuentran, llegar, como llego, mapa',
    'dirección ubicados ubicado ubicación calle avenida edificio piso local esquina frente',
  ],
  price: [
    'cuanto, cuesta, cuestan, cuanto sale, cobran, cobra, precio, precios, costo, costos, coste, tarifa, tarifas, caro, barato, comision',
    'precio precios cuesta cuestan costo tarifa cobramos',
  ],
  'payment methods': [
    'pagar, pago, pagos, tarjeta, tarjetas, efectivo, transferencia, paypal, bizum',
    'aceptamos pago tarjeta tarjetas efectivo visa mastercard transferencia paypal',
  ],
  booking: [
    'cita, citas, reservar, reserva, reservas, agendar, turno, sacar cita, pedir cita',
    'cita citas reserva reservas reservar agende agendar línea',
  ],
  cancellation: [
    'cancelar, cancelacion, cancelo, anular, faltar, falto, reprogramar',
    'cancelar cancelación cancelaciones cancela aviso antelación reprogramar',
  ],
  delivery: [
    'envio, envios, enviar, envian, entrega, entregas, domicilio, paquete, rastreo, seguimiento',
    'envío envíos enviamos entrega entregamos domicilio hábiles rastreo seguimiento',
  ],
  returns: [
    'devolver, devolucion, devoluciones, devuelvo, reembolso, reembolsan, regresan mi dinero, cambio, cambiar',
    'devolución devoluciones devolver reembolso reembolsamos cambios',
  ],
  warranty: [
    'garantia, se rompio, roto, rota, defecto, defectuoso, arreglar, reparar, reparacion',
    'garantía reparación reparamos reparar defectos',
  ],
  insurance: ['seguro, seguros, aseguradora, cobertura', 'seguro seguros aseguradoras cobertura'],
  contact: [
    'telefono, numero de telefono, llamar, llamo, contacto, contactar, correo, email, mail, whatsapp',
    'teléfono llámenos llame correo escríbanos email contacto whatsapp',
  ],
  discount: [
    'descuento, descuentos, promocion, promociones, oferta, ofertas, rebaja, cupon',
    'descuento descuentos promoción oferta rebaja',
  ],
  children: [
    'nino, ninos, nina, ninas, hijo, hija, hijos, bebe, menores, que edad, infantil',
    'niños niño niñas menores edad años infantil pediátrica',
  ],
  pets: [
    'perro, perros, gato, gatos, mascota, mascotas, perrito',
    'mascotas mascota perros perro gatos animales',
  ],
  parking: [
    'estacionamiento, estacionar, aparcar, aparcamiento, parqueo, parking',
    'estacionamiento aparcamiento parking estacionar',
  ],
  'payment plans': [
    'a plazos, plazos, financiacion, financiamiento, financiar, cuotas, mensualidades, meses sin intereses',
    'financiación financiamiento plazos cuotas mensualidades',
  ],
  duration: [
    'cuanto tiempo, cuanto dura, cuanto tarda, duracion, tarda, demora',
    'minutos horas días semanas duración',
  ],
  membership: [
    'programa de puntos, puntos, recompensas, fidelidad, membresia, socio, socios',
    'programa puntos recompensas membresía socios',
  ],
  about: [
    'cuanto tiempo llevan, desde cuando, experiencia, trayectoria',
    'desde fundada fundado años experiencia',
  ],
  accessibility: [
    'silla de ruedas, accesible, accesibilidad, rampa, ascensor, discapacidad',
    'accesible silla ruedas rampa ascensor',
  ],
};
