import type { EvalBusiness } from '../../types';

export const coach: EvalBusiness = {
  id: 'coach',
  name: 'Clara Mendes Career Coaching',
  knowledge: [
    `Sobre mim

Sou a Clara Mendes, coach de carreira certificada (ICF Professional Certified Coach), com 15 anos de experiência em RH e recrutamento antes de começar a trabalhar com coaching. Ajudo profissionais no meio da carreira a fazer transição de carreira, se preparar para entrevistas, negociar salário e assumir cargos de liderança. Também faço workshops para empresas.

Onde nos encontramos: as sessões são online, pelo Zoom, ou presenciais no meu estúdio na 7 Willow Lane, Unit 2B, Brookhaven. As sessões presenciais acontecem só às terças e quintas.

Quando: atendo de terça a sexta das 8h às 18h, e aos sábados de manhã das 9h às 12h, no horário do Leste dos EUA (Eastern Time). Não atendo aos domingos nem às segundas.

Contato: mande um e-mail para clara@claramendes.example ou uma mensagem para (555) 602-4411. Respondo todas as mensagens em até um dia útil. Atendo em inglês e em português.`,

    `Pacotes e preços

Conversa inicial: uma conversa gratuita de 20 minutos para ver se combinamos. Agende pelo meu site.

Sessão avulsa: 60 minutos, US$ 180.

Programa Transição de Carreira: 6 sessões ao longo de 3 meses, com suporte por e-mail entre as sessões, US$ 960.

Interview Ready (preparação para entrevistas): 3 sessões, incluindo uma simulação de entrevista gravada com feedback por escrito, US$ 480.

Revisão de currículo e LinkedIn: US$ 220. Você recebe minha análise por escrito em até 5 dias úteis, com uma rodada de ajustes incluída.

Sessão de negociação salarial: 90 minutos para preparar seus números e seu roteiro, US$ 240.

Workshops para empresas: a partir de US$ 2.500 por meio período, para até 20 participantes.

Pagamento: aceito cartão, PayPal e transferência bancária, e emito nota para empresas. Os programas podem ser pagos em 3 parcelas mensais sem custo extra. Muitas empresas reembolsam o coaching, então eu te dou um recibo para o seu pedido de reembolso. Reservo algumas vagas com valor reduzido para quem está desempregado no momento, com 30% de desconto.`,

    `Como funciona

Agendamento: depois da conversa inicial, você mesmo agenda suas sessões na minha agenda online.

Remarcar ou cancelar é grátis até 24 horas antes da sessão. Cancelamentos depois disso e faltas contam como sessão utilizada.

Reembolso: se depois da primeira sessão de um programa você sentir que não é para você, eu reembolso integralmente as sessões restantes. Sessões avulsas não são reembolsáveis.

Os programas devem ser usados em até 6 meses a partir da compra.

Sigilo: tudo o que você compartilhar fica entre nós. Nunca entro em contato com seu empregador nem com mais ninguém sem a sua permissão.`,
  ],
  questions: [
    { text: 'quanto custa uma sessão', expect: ['US$ 180'] },
    { text: 'a primeira conversa é de graça?', expect: ['20 minutos'] },
    { text: 'vc atende presencial', expect: ['7 Willow Lane'] },
    { text: 'dá pra parcelar o programa', expect: ['3 parcelas mensais'] },
    { text: 'qual sua politica de cancelamento', expect: ['24 horas'] },
    { text: 'vc atende fim de semana', expect: ['sábados de manhã'] },
    { text: 'quanto tempo dura uma sessão', expect: ['60 minutos'] },
    { text: 'quanto vc cobra pra dar uma olhada no meu currículo', expect: ['US$ 220'] },
    { text: 'em quanto tempo sai a revisão do cv', expect: ['5 dias úteis'] },
    {
      text: 'vc ajuda a negociar aumento? quanto custa',
      expect: ['US$ 240'],
    },
    { text: 'você trabalha com empresas?', expect: ['US$ 2.500'] },
    { text: 'se não for pra mim tem reembolso', expect: ['sessões restantes'] },
    { text: 'vc fala português', expect: ['português'] },
    { text: 'qual o seu fuso horário', expect: ['Eastern'] },
    { text: 'como falo com vc', expect: ['clara@claramendes.example'] },
    { text: 'o que tem no programa de transição de carreira', expect: ['6 sessões'] },
    { text: 'vc faz simulação de entrevista', expect: ['US$ 480'] },
    { text: 'a empresa pode pagar? preciso de recibo', expect: ['recibo'] },
    { text: 'fui demitido, tem algum desconto?', expect: ['30% de desconto'] },
    {
      text: 'vc vai contar pro meu chefe que tô procurando outro emprego',
      expect: ['Nunca entro em contato com seu empregador'],
    },
    { text: 'quanto tempo tenho pra usar as sessões que comprei', expect: ['6 meses'] },
    { text: 'você é certificada?', expect: ['ICF'] },
    { text: 'vc atende segunda', expect: ['nem às segundas'] },
    { text: 'vc demora quanto pra responder e-mail', expect: ['um dia útil'] },
    { text: 'posso pagar com paypal', expect: ['PayPal'] },
    { text: 'e se eu faltar numa sessão', expect: ['sessão utilizada'] },
    { text: 'qual a sua experiência', expect: ['15 anos'] },
    { text: 'como eu agendo', expect: ['agenda online'] },
    { text: 'dá pra gente se ver pessoalmente numa sexta', expect: ['terças e quintas'] },
    {
      text: 'quanto custa o pacote de entrevista e quantas sessões tem',
      expect: ['US$ 480', '3 sessões'],
    },
    { text: 'quanto dura a sessão de negociação salarial', expect: ['90 minutos'] },
    { text: 'vc faz coaching em espanhol', expect: ['em inglês e em português'] },
    { text: 'vc faz terapia pra ansiedade', unanswerable: true },
    { text: 'vc ajuda quem quer abrir o próprio negócio', unanswerable: true },
    { text: 'vc ajuda meu filho adolescente a escolher o curso da faculdade', unanswerable: true },
    { text: 'vc tem coaching em grupo pra enfermeiros', unanswerable: true },
    { text: 'vc aceita o convênio delta dental', unanswerable: true, probes: 'clinic' },
    { text: 'quanto custa o frete expresso', unanswerable: true, probes: 'shop' },
    {
      text: 'qual a taxa de documentação de um carro novo',
      unanswerable: true,
      probes: 'dealer',
    },
  ],
};
