import type { Vocabulary } from './vocabulary-shape';

/** Portuguese: what customers type about each topic, and what businesses write (index.ts). */
export const pt: Vocabulary = {
  hours: [
    'horario, horarios, que horas, abre, abrem, aberto, abertos, fecha, fecham, fechado, funcionamento, feriado, feriados',
    'horário aberto abertos fechado fechamos segunda terça quarta quinta sexta sábado domingo feriados',
  ],
  location: [
    'onde, endereco, localizacao, localizados, ficam, como chego, chegar',
    'endereço rua avenida praça edifício andar sala localizados',
  ],
  price: [
    'quanto, quanto custa, custa, custam, preco, precos, custo, valor, taxa, tarifa, caro, barato, comissao',
    'preço preços custa custam valor taxa',
  ],
  'payment methods': [
    'pagar, pagamento, cartao, cartoes, dinheiro, pix, boleto, transferencia, parcelar',
    'pagamento cartão cartões dinheiro pix boleto transferência aceitamos',
  ],
  booking: [
    'agendar, agendamento, marcar, marcar consulta, reservar, reserva',
    'agendamento agendar marcar consulta reserva online',
  ],
  cancellation: [
    'cancelar, cancelamento, desmarcar, remarcar, faltar',
    'cancelamento cancelar antecedência remarcar',
  ],
  delivery: [
    'entrega, entregam, entregar, frete, envio, enviam, enviar, rastreio, rastreamento, encomenda',
    'entrega entregamos frete envio enviamos úteis rastreamento',
  ],
  returns: [
    'devolver, devolucao, troca, trocar, reembolso, dinheiro de volta, estorno',
    'devolução devoluções devolver troca trocas reembolso',
  ],
  warranty: [
    'garantia, quebrou, quebrado, defeito, consertar, conserto, reparo',
    'garantia conserto reparo defeito',
  ],
  insurance: [
    'seguro, plano de saude, convenio, convenios, cobertura',
    'convênios convênio planos seguro cobertura',
  ],
  contact: [
    'telefone, numero de telefone, ligar, contato, contatar, email, e mail, whatsapp, zap',
    'telefone ligue contato e-mail whatsapp',
  ],
  discount: ['desconto, descontos, promocao, cupom, oferta', 'desconto descontos promoção'],
  children: [
    'crianca, criancas, filho, filha, filhos, bebe, que idade, menor, menores',
    'crianças criança idade anos menores infantil',
  ],
  pets: [
    'cachorro, cachorros, cao, caes, gato, gatos, pet, pets, animal, animais',
    'animais pets cachorros cães gatos',
  ],
  parking: ['estacionamento, estacionar, vaga, vagas', 'estacionamento estacionar vagas'],
  'payment plans': [
    'parcelar, parcelado, parcelas, parcelamento, financiamento, financiar, prestacoes',
    'parcelamento parcelas financiamento prestações',
  ],
  duration: ['quanto tempo, quanto dura, duracao, demora', 'minutos horas dias semanas duração'],
  membership: [
    'programa de fidelidade, fidelidade, pontos, membro, socio',
    'fidelidade pontos programa membros',
  ],
  about: ['desde quando, ha quanto tempo, experiencia', 'desde fundada fundado anos experiência'],
  accessibility: [
    'cadeira de rodas, acessivel, acessibilidade, rampa, elevador, deficiencia',
    'acessível cadeira rodas rampa elevador',
  ],
};
