import type { EvalBusiness } from '../../types';

export const clinic: EvalBusiness = {
  id: 'clinic',
  name: 'Brightside Dental',
  knowledge: [
    `Sobre a Brightside Dental

A Brightside Dental é uma clínica odontológica familiar em Riverton. A Dra. Amelia Novak e o Dr. Samuel Okafor cuidam de pacientes de todas as idades desde 2009, da primeira consulta de uma criança até implantes e dentaduras. Atendemos crianças a partir do primeiro aniversário.

Horário de funcionamento
Segunda a quarta: das 8h às 17h
Quinta: das 8h às 19h (horário estendido para quem trabalha durante o dia)
Sexta: das 8h às 14h
Sábado: das 9h às 13h, somente com hora marcada
Fechamos aos domingos e feriados.

Como chegar
Nosso endereço é 214 Harbor Street, sala 3, Riverton. A clínica fica no segundo andar do Harbor Medical Building, em frente à Biblioteca Central de Riverton. O prédio tem elevador e acesso sem degraus desde a calçada, então cadeira de rodas e carrinho de bebê não são problema.

Os pacientes estacionam de graça no estacionamento atrás do prédio; é só mostrar o cartão da consulta na cancela. As linhas de ônibus 4 e 11 param na Harbor com a 3rd, a dois minutos a pé.

Contato
Ligue para (555) 214-7788 ou mande um e-mail para hello@brightsidedental.example. Fora do horário de atendimento, deixe uma mensagem na caixa postal que retornamos no próximo dia útil.`,

    `Tratamentos e preços

Consulta e limpeza: um exame de rotina com limpeza profissional (raspagem e polimento) custa US$ 145 para adultos e US$ 95 para crianças menores de 14 anos. Radiografias são feitas só quando necessário e custam mais US$ 60. A primeira consulta de paciente novo, com série completa de radiografias, custa US$ 210.

Restaurações: usamos resina da cor do dente, a partir de US$ 180 por dente. Selantes para crianças custam US$ 45 por dente.

Clareamento dental: o clareamento no consultório leva cerca de 90 minutos e custa US$ 450. As moldeiras de clareamento caseiro custam US$ 290 e dão resultado em duas a três semanas.

Coroas: uma coroa de porcelana custa US$ 1.250 por dente e normalmente exige duas consultas, com duas semanas de intervalo.

Tratamento de canal custa a partir de US$ 850 num dente da frente até US$ 1.150 num molar, sem incluir a coroa.

Implantes: um implante unitário com a coroa sai a partir de US$ 3.900. A avaliação para implante é gratuita.

Alinhadores transparentes: o tratamento com Invisalign começa em US$ 4.200, com avaliação e escaneamento grátis.`,

    `Convênios e pagamento

Somos credenciados (in-network) pela Delta Dental, Cigna, MetLife e Aetna. Cobramos direto do seu plano, então no dia você só paga a coparticipação ou a franquia. Com outros planos não somos credenciados: você paga para nós e entregamos os formulários de reembolso preenchidos para você pedir o reembolso. Não aceitamos Medicaid.

Aceitamos dinheiro, os principais cartões de crédito e débito, Apple Pay e Google Pay. Não aceitamos cheque pessoal.

Tratamentos acima de US$ 500 podem ser parcelados em 12 meses sem juros pela nossa parceira CareCredit. Pergunte na recepção; o cadastro leva uns cinco minutos.

Não tem convênio? O Brightside Smile Plan custa US$ 29 por mês e cobre duas consultas com limpeza por ano, radiografias e 15% de desconto em todos os outros tratamentos.`,

    `Consultas

Marque online em brightsidedental.example/book, ligue para nós ou pergunte na recepção. Pacientes novos são sempre bem-vindos; a primeira consulta dura mais ou menos uma hora.

Na primeira consulta, traga um documento com foto, a carteirinha do convênio e uma lista dos remédios que você toma, e chegue 10 minutos antes para preencher a ficha de saúde.

Cancelamentos: avise com pelo menos 24 horas de antecedência para cancelar ou remarcar. Cancelamentos em cima da hora e faltas têm uma taxa de US$ 50. Se você for se atrasar mais de 15 minutos, talvez a gente precise remarcar.

Emergências odontológicas: em caso de dor de dente, dente quebrado ou inchaço, ligue antes das 10h que atendemos no mesmo dia. Fora do horário de atendimento, nosso telefone de emergência é (555) 214-7799.

Tem medo de dentista? Oferecemos óxido nitroso (gás do riso) por US$ 75 por consulta, e você pode trazer seus fones de ouvido. O Dr. Okafor fala francês e nossa higienista Lucia fala espanhol.`,
  ],
  questions: [
    { text: 'q horas vcs fecham na quinta', expect: ['19h'] },
    { text: 'vocês abrem sábado?', expect: ['das 9h às 13h'] },
    { text: 'onde vcs ficam', expect: ['214 Harbor Street'] },
    { text: 'Tem estacionamento?', expect: ['atrás do prédio'] },
    { text: 'quanto custa uma limpeza', expect: ['US$ 145'] },
    { text: 'valor da consulta pra criança?', expect: ['US$ 95'] },
    { text: 'vcs aceitam delta dental', expect: ['credenciados'] },
    { text: 'Dá pra parcelar um implante?', expect: ['CareCredit'] },
    { text: 'clareamento quanto custa', expect: ['US$ 450'] },
    { text: 'qual a politica de cancelamento', expect: ['24 horas'] },
    { text: 'e se eu faltar na consuta', expect: ['US$ 50'] },
    {
      text: 'Tô com uma dor de dente muito forte, alguém consegue me atender hoje?',
      expect: ['mesmo dia'],
    },
    { text: 'telefone?', expect: ['(555) 214-7788'] },
    { text: 'aceitam medicaid', expect: ['Não aceitamos Medicaid'] },
    { text: 'O que eu preciso levar na primeira consulta?', expect: ['documento com foto'] },
    {
      text: 'quanto custa uma coroa e quantas consultas precisa',
      expect: ['US$ 1.250', 'duas consultas'],
    },
    { text: 'canal num molar lá de trás, quanto fica', expect: ['US$ 1.150'] },
    { text: 'com que idade meu filho pode começar a ir aí?', expect: ['primeiro aniversário'] },
    { text: 'sinceramente tenho pavor de dentista', expect: ['óxido nitroso'] },
    { text: 'não tenho plano odontológico, vcs têm algum tipo de plano?', expect: ['US$ 29'] },
    { text: 'telefone de emergencia fora do horario', expect: ['(555) 214-7799'] },
    { text: 'posso pagar com apple pay', expect: ['Apple Pay'] },
    { text: 'a clínica tem acessibilidade pra cadeirante', expect: ['sem degraus'] },
    { text: 'qual ônibus me deixa aí', expect: ['4 e 11'] },
    { text: 'quanto tempo dura a primeira consulta', expect: ['uma hora'] },
    { text: 'alguém aí fala espanhol?', expect: ['espanhol'] },
    { text: 'invisalign quanto é', expect: ['US$ 4.200'] },
    { text: 'quanto custa uma restauração e quanto é o raio-x?', expect: ['US$ 180', 'US$ 60'] },
    { text: 'dá pra marcar pela internet?', expect: ['brightsidedental.example/book'] },
    { text: 'e se eu me atrasar', expect: ['15 minutos'] },
    { text: 'aceitam cheque', expect: ['cheque pessoal'] },
    { text: 'que horas vcs abrem segunda de manhã', expect: ['das 8h'] },
    { text: 'Vocês fazem Botox?', unanswerable: true },
    { text: 'tem farmácia no prédio', unanswerable: true },
    { text: 'quanto custa um exame de audição', unanswerable: true },
    { text: 'vocês tratam apneia do sono', unanswerable: true },
    {
      text: 'qual a taxa de juros se eu financiar um carro em 60 meses',
      unanswerable: true,
      probes: 'dealer',
    },
    {
      text: 'quantos dias eu tenho pra devolver uma bota de trilha',
      unanswerable: true,
      probes: 'shop',
    },
    {
      text: 'quanto vcs cobram de comissão pra vender minha casa',
      unanswerable: true,
      probes: 'realty',
    },
  ],
};
