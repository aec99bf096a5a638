import type { EvalBusiness } from '../../types';

export const carDealership: EvalBusiness = {
  id: 'dealer',
  name: 'Lakeside Motors',
  knowledge: [
    `A Lakeside Motors é uma concessionária familiar em Clearwater que vende carros novos Mazda e Subaru e cerca de 150 seminovos certificados de todas as marcas.

Endereço: 4500 Lakeshore Drive (Route 9), Clearwater, meia milha ao norte da saída 12 da I-84.

Horário do showroom de vendas: segunda a sexta das 9h às 20h, sábado das 9h às 18h, domingo das 11h às 16h.
Horário da oficina: segunda a sexta das 7h às 18h, sábado das 8h às 14h. A oficina fica fechada aos domingos.

Vendas: (555) 870-3300. Oficina: (555) 870-3311. E-mail: sales@lakesidemotors.example.`,

    `Compra e financiamento

Test drive: agende pelo site ou venha direto, e traga sua carteira de motorista válida. O test drive leva cerca de 30 minutos, e podemos levar o carro até sua casa ou seu trabalho num raio de 20 milhas.

Financiamento: trabalhamos com 12 financeiras, entre elas a Mazda Financial Services e a Subaru Motors Finance. A taxa anual (APR) começa em 3,9% para carros novos e 5,9% para seminovos, para compradores aprovados, com prazos de 24 a 72 meses. Faça sua pré-aprovação online em 10 minutos; é uma consulta leve que não afeta em nada o seu score de crédito. Nome sujo ou primeiro carro? Também temos programas para isso.

Não é preciso dar entrada com crédito aprovado, mas dar 10% de entrada diminui o valor da parcela.

Leasing: os leasings de Mazda e Subaru novos vão de 24 a 39 meses, com 10.000 ou 12.000 milhas por ano.

Taxas: nossa taxa de documentação é de US$ 399, mais impostos, título e registro. Nunca incluímos opcionais escondidos da concessionária.

Carro na troca: compramos qualquer carro, mesmo que você não compre um da gente. Receba uma proposta online na hora, válida por 7 dias, que vira definitiva depois de uma vistoria rápida. Se você ainda deve parcelas do seu carro, nós quitamos o financiamento em aberto para você.`,

    `Seminovos, garantia e entrega

Todo seminovo passa por uma inspeção de 150 itens e vem com relatório CARFAX grátis.

Garantia: nossos seminovos têm garantia limitada de motor e transmissão de 12 meses / 12.000 milhas. Os carros novos têm a garantia de fábrica: 3 anos ou 36.000 milhas para Mazda e Subaru. Também oferecemos garantia estendida.

Garantia de troca: se você não amar seu seminovo, troque por outro em até 5 dias ou 250 milhas, o que vier primeiro. É uma troca, não um reembolso em dinheiro.

A entrega em domicílio é grátis num raio de 50 milhas da concessionária; acima disso custa US$ 2 por milha.`,

    `Oficina

Atendemos todas as marcas e modelos, não só Mazda e Subaru. Preços: troca de óleo sintético US$ 69,95, rodízio de pneus US$ 29,95, inspeção estadual US$ 35, pastilhas de freio a partir de US$ 189 por eixo. Recalls de segurança são feitos sem custo nenhum.

Agende a revisão online ou ligue para a oficina. Para serviços que levam mais de 2 horas, emprestamos um carro reserva grátis se você agendar antes, ou nosso transfer gratuito te leva para qualquer lugar num raio de 10 milhas.

Enquanto espera, nossa sala tem wi-fi grátis, café e um cantinho para as crianças.`,
  ],
  questions: [
    { text: 'que horas o showroom fecha no sábado', expect: ['18h'] },
    { text: 'a oficina abre domingo', expect: ['fechada aos domingos'] },
    { text: 'qual a taxa de vcs pra carro novo', expect: ['3,9%'] },
    { text: 'vcs pegam carro na troca', expect: ['qualquer carro'] },
    { text: 'quanto é a troca de óleo', expect: ['US$ 69,95'] },
    { text: 'dá pra fazer test drive lá em casa', expect: ['20 milhas'] },
    { text: 'vcs cobram taxa de documentação', expect: ['US$ 399'] },
    { text: 'garantia dos seminovos?', expect: ['12.000 milhas'] },
    { text: 'meu nome tá sujo, ainda consigo financiar', expect: ['programas'] },
    { text: 'onde vcs ficam', expect: ['4500 Lakeshore Drive'] },
    { text: 'em quantos meses posso financiar um carro', expect: ['72 meses'] },
    { text: 'vcs entregam o carro em casa', expect: ['50 milhas'] },
    { text: 'posso devolver um seminovo se eu não gostar', expect: ['5 dias'] },
    { text: 'preciso dar entrada', expect: ['Não é preciso dar entrada'] },
    { text: 'telefone da oficina', expect: ['(555) 870-3311'] },
    { text: 'vcs consertam outras marcas tipo toyota', expect: ['todas as marcas'] },
    { text: 'vcs me emprestam um carro enquanto o meu tá no conserto', expect: ['carro reserva'] },
    { text: 'quais marcas vcs vendem', expect: ['Mazda'] },
    { text: 'os seminovos vêm com carfax', expect: ['CARFAX'] },
    { text: 'quanto custa pastilha de freio', expect: ['US$ 189'] },
    {
      text: 'quanto tempo dura o test drive e o que eu preciso levar',
      expect: ['30 minutos', 'carteira de motorista'],
    },
    { text: 'opções de quilometragem no leasing', expect: ['12.000 milhas por ano'] },
    { text: 'a pré-aprovação derruba meu score?', expect: ['não afeta'] },
    { text: 'a proposta pelo meu carro vale por quanto tempo', expect: ['7 dias'] },
    { text: 'vcs cobram pelo recall?', expect: ['sem custo'] },
    { text: 'quanto custa a inspeção estadual', expect: ['US$ 35'] },
    {
      text: 'qual a taxa pra seminovo e quais são os prazos',
      expect: ['5,9%', 'de 24 a 72 meses'],
    },
    {
      text: 'ainda tô pagando meu carro, dá pra dar ele na troca?',
      expect: ['financiamento em aberto'],
    },
    { text: 'tem wifi na sala de espera', expect: ['wi-fi'] },
    { text: 'qual saída eu pego na rodovia', expect: ['saída 12'] },
    { text: 'que horas vcs abrem no domingo', expect: ['das 11h às 16h'] },
    { text: 'vocês vendem moto', unanswerable: true },
    { text: 'dá pra alugar um carro por dia', unanswerable: true },
    { text: 'posso pagar o carro com bitcoin', unanswerable: true },
    { text: 'vcs colocam insulfilm', unanswerable: true },
    { text: 'quanto custa um clareamento dental', unanswerable: true, probes: 'clinic' },
    { text: 'quanto custa uma sessão de coaching avulsa', unanswerable: true, probes: 'coach' },
    {
      text: 'qual a taxa de cadastro pra alugar um apartamento',
      unanswerable: true,
      probes: 'realty',
    },
  ],
};
