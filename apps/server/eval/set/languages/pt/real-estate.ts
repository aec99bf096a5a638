import type { EvalBusiness } from '../../types';

export const realEstate: EvalBusiness = {
  id: 'realty',
  name: 'Cedar & Stone Realty',
  knowledge: [
    `A Cedar & Stone Realty é uma imobiliária independente que atende Millbrook e as cidades vizinhas de Eastfield, Oakridge e Lower Vale desde 2004. Ajudamos as pessoas a comprar, vender e alugar imóveis, e administramos imóveis de aluguel para proprietários.

Nosso escritório fica na 19 Market Square, Millbrook, em cima do Millbrook Savings Bank. O horário do escritório é de segunda a sexta das 9h às 18h e sábado das 10h às 16h. Visitas também podem ser marcadas à noite durante a semana até as 20h, e aos domingos com hora marcada.

Ligue para (555) 430-1200 ou mande um e-mail para team@cedarstone.example. Nossos corretores falam inglês, polonês e português.`,

    `Vender seu imóvel

Avaliação gratuita: um corretor visita e avalia seu imóvel de graça, em até 48 horas após o pedido. Se você só quer ter uma ideia rápida, a estimativa online no nosso site leva 2 minutos.

Nossa comissão é de 2,5% do preço final de venda, paga só quando a venda é concluída: sem venda, sem comissão. Ela inclui fotos profissionais, planta baixa, tour virtual em 3D, anúncios no Zillow e no Realtor.com, e open houses.

Nosso contrato de exclusividade tem duração mínima de 12 semanas. Depois disso você pode encerrar quando quiser, com aviso prévio de 14 dias.

No ano passado, os imóveis que anunciamos em Millbrook foram vendidos em 38 dias, em média.`,

    `Comprar um imóvel

Compradores não pagam nada para nós: nossa comissão é paga pelo vendedor. Cadastre-se no nosso site para receber alertas de imóveis novos que combinam com a sua busca.

Agende visitas online ou por telefone; um corretor acompanha todas as visitas.

Para fazer uma proposta, é só falar com seu corretor e nós enviamos a proposta por escrito ao vendedor. Pedimos comprovante de recursos ou uma carta de pré-aprovação de financiamento junto com cada proposta. Um sinal (earnest money) de 1 a 3% do preço é o comum na nossa região.

Precisa de financiamento? Trabalhamos com um consultor de crédito imobiliário independente, Jordan Ellis, da Keystone Mortgages. A primeira reunião com o Jordan é gratuita e sem compromisso.`,

    `Aluguel

Para alugar um dos nossos imóveis, preencha a ficha online. Há uma taxa de cadastro de US$ 40 por adulto, que cobre a análise de crédito e de antecedentes. Pedimos uma renda familiar de pelo menos três vezes o valor do aluguel mensal.

O depósito caução é de um mês de aluguel, e o primeiro aluguel é pago na assinatura do contrato. Os contratos padrão são de 12 meses; alguns apartamentos mobiliados são oferecidos com contrato de 6 meses.

Animais de estimação são bem-vindos em muitos dos nossos imóveis, avaliando caso a caso, com um depósito para pets de US$ 300.

O aluguel é pago por transferência bancária ou pelo portal do inquilino. Pagamentos com cartão têm taxa de processamento de 2,9%.

Manutenção: os inquilinos pedem reparos pelo portal do inquilino. Em emergências como vazamento, falta de aquecimento ou se ficar trancado do lado de fora, ligue para a nossa central de manutenção 24 horas: (555) 430-1299.

Para proprietários: a administração completa do imóvel custa 8% do aluguel mensal recebido. O serviço de busca de inquilino, em que encontramos e analisamos o inquilino e você cuida do resto, custa um mês de aluguel.`,
  ],
  questions: [
    { text: 'quanto vcs cobram de comissão pra vender', expect: ['2,5%'] },
    { text: 'a avaliação é de graça?', expect: ['de graça'] },
    { text: 'horario do escritorio no sabado', expect: ['das 10h às 16h'] },
    { text: 'onde fica o escritório de vcs', expect: ['19 Market Square'] },
    { text: 'dá pra visitar uma casa no domingo', expect: ['domingos com hora marcada'] },
    { text: 'quanto é a taxa de cadastro pra alugar', expect: ['US$ 40'] },
    { text: 'quanto eu preciso ganhar pra alugar com vcs', expect: ['três vezes'] },
    { text: 'caução do aluguel?', expect: ['um mês de aluguel'] },
    { text: 'posso ter cachorro no apê', expect: ['US$ 300'] },
    { text: 'comprador paga alguma coisa pra vcs', expect: ['Compradores não pagam nada'] },
    { text: 'vcs me ajudam a conseguir financiamento', expect: ['Jordan Ellis'] },
    { text: 'quanto é a taxa de administração de imóvel', expect: ['8%'] },
    { text: 'quais cidades vcs atendem', expect: ['Eastfield'] },
    { text: 'normalmente quanto tempo leva pra vender uma casa', expect: ['38 dias'] },
    { text: 'o que está incluso se vcs venderem minha casa', expect: ['fotos profissionais'] },
    { text: 'a pia da cozinha tá vazando, pra quem eu ligo', expect: ['(555) 430-1299'] },
    { text: 'posso pagar o aluguel no cartão de crédito', expect: ['2,9%'] },
    { text: 'prazo minimo de contrato?', expect: ['12 meses'] },
    { text: 'vcs falam polonês', expect: ['polonês'] },
    { text: 'como eu faço uma proposta numa casa', expect: ['por escrito'] },
    { text: 'como eu saio do contrato de venda com vcs', expect: ['aviso prévio de 14 dias'] },
    { text: 'telefone', expect: ['(555) 430-1200'] },
    { text: 'tem como saber online quanto vale minha casa', expect: ['2 minutos'] },
    { text: 'quanto de earnest money eu preciso', expect: ['1 a 3%'] },
    {
      text: 'só quero que vcs achem um inquilino pro meu apartamento, quanto custa?',
      expect: ['busca de inquilino'],
    },
    { text: 'quando pago o primeiro aluguel', expect: ['na assinatura do contrato'] },
    { text: 'vcs anunciam no zillow', expect: ['Zillow'] },
    { text: 'dá pra visitar à noite depois do trabalho?', expect: ['20h'] },
    { text: 'há quanto tempo vcs estão no mercado', expect: ['2004'] },
    {
      text: 'vcs fazem análise de antecedentes e quanto custa pra se candidatar',
      expect: ['antecedentes', 'US$ 40'],
    },
    { text: 'e-mail?', expect: ['team@cedarstone.example'] },
    { text: 'vocês vendem salas comerciais', unanswerable: true },
    { text: 'vcs têm alguma casa de 3 quartos por menos de 300 mil agora', unanswerable: true },
    { text: 'podem me indicar uma empresa de mudança', unanswerable: true },
    { text: 'vcs administram aluguel de temporada no airbnb', unanswerable: true },
    { text: 'quanto custa uma troca de óleo', unanswerable: true, probes: 'dealer' },
    { text: 'quanto custa um tratamento de canal', unanswerable: true, probes: 'clinic' },
    { text: 'Posso alugar uma barraca pro fim de semana?', unanswerable: true, probes: 'shop' },
  ],
};
