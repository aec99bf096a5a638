import type { EvalBusiness } from '../../types';

export const shop: EvalBusiness = {
  id: 'shop',
  name: 'Trailhead Outfitters',
  knowledge: [
    `A Trailhead Outfitters vende equipamentos de trilha, camping e escalada pela internet e na nossa loja na 88 Alder Avenue, Fernwood, ao lado da estação de trem de Fernwood.

Horário da loja: segunda a sábado das 10h às 20h, domingo das 11h às 17h. Em dezembro ficamos abertos até as 21h todos os dias, de 1º a 23 de dezembro. A loja fecha no Dia de Ação de Graças, no dia de Natal e no dia de Ano-Novo.

Estacionamento: duas horas grátis no estacionamento da Alder Avenue; peça para validar o tíquete no caixa.

Atendimento ao cliente: fale com a gente por aqui no chat, pelo e-mail help@trailheadoutfitters.example ou pelo telefone 1-800-555-0142, de segunda a sexta das 9h às 18h, horário do Pacífico.`,

    `Frete e entrega

O frete padrão é grátis em pedidos acima de US$ 75; abaixo disso custa US$ 6,95. A entrega padrão leva de 3 a 5 dias úteis. O frete expresso chega em 1 a 2 dias úteis e custa US$ 18.

Pedidos feitos antes das 14h, horário do Pacífico, são despachados no mesmo dia útil. Você recebe um link de rastreamento por e-mail assim que o pedido sai do nosso depósito.

Enviamos para os Estados Unidos e o Canadá. Pedidos para o Canadá têm frete fixo de US$ 15, com taxas de importação incluídas, e chegam em 5 a 10 dias úteis. Itens volumosos, como barracas e caiaques, não podem ser enviados para caixa postal.

Compre online e retire na loja: faça o pedido pelo site e retire na loja, sem custo, normalmente em 2 horas.`,

    `Devoluções, trocas e garantia

Você pode devolver produtos sem uso em até 60 dias após a entrega, com reembolso total no mesmo meio de pagamento. Membros do Trail Club têm 365 dias para devolver. Produtos comprados online também podem ser devolvidos na loja.

Devolução pelo correio: mandamos por e-mail uma etiqueta pré-paga e US$ 7 são descontados do seu reembolso; devoluções na loja são gratuitas. Trocas por outro tamanho ou outra cor são grátis, pelo correio ou na loja.

O reembolso é processado em até 5 dias úteis depois que a devolução chega até nós.

Produtos usados não podem ser devolvidos, a não ser que tenham defeito. Itens de liquidação sem devolução, cartuchos de gás abertos e produtos personalizados não podem ser devolvidos.

Garantia: todo produto da marca Trailhead tem garantia vitalícia contra defeitos de fabricação. As outras marcas têm a garantia do fabricante, e nós cuidamos do acionamento para você.

Consertos: nossa oficina conserta zíperes, costuras e varetas de barraca. A troca de zíper sai a partir de US$ 25, e a maioria dos consertos leva uma semana.`,

    `Pagamento e economia

Aceitamos Visa, Mastercard, American Express, Discover, PayPal, Apple Pay e cartões-presente Trailhead. Com o Afterpay você paga em 4 parcelas sem juros em pedidos de US$ 50 a US$ 1.000.

A adesão ao Trail Club é gratuita: você ganha 5% de volta em recompensas em toda compra, tem 365 dias para devoluções e convites para eventos exclusivos para membros. Cadastre-se no caixa ou na sua conta online.

Cobrimos preço: se uma loja dos EUA ou do Canadá vender um produto idêntico, em estoque, mais barato em até 14 dias depois da sua compra, igualamos o menor preço.

Cartões-presente são vendidos de US$ 25 a US$ 500 e nunca vencem. Estudantes têm 10% de desconto com carteirinha de estudante válida.

Aluguel de equipamento: barracas são alugadas por US$ 25 por dia e mochilas por US$ 12 por dia, com caução de US$ 100 bloqueada no cartão de crédito. Reserve o aluguel por telefone ou na loja.`,
  ],
  questions: [
    { text: 'quanto tempo demora a entrega', expect: ['de 3 a 5 dias úteis'] },
    { text: 'o frete é grátis?', expect: ['US$ 75'] },
    {
      text: 'posso devolver uma bota que ja usei numa trilha',
      expect: ['a não ser que tenham defeito'],
    },
    { text: 'politica de devolução?', expect: ['60 dias'] },
    { text: 'qual o horario de vcs no domingo', expect: ['das 11h às 17h'] },
    { text: 'vcs mandam pro canadá? quanto fica', expect: ['US$ 15'] },
    { text: 'dá pra parcelar', expect: ['Afterpay'] },
    { text: 'onde fica a loja', expect: ['88 Alder Avenue'] },
    { text: 'vcs cobrem preço se eu achar mais barato em outro lugar', expect: ['menor preço'] },
    {
      text: 'depois de devolver em quanto tempo recebo meu dinheiro de volta',
      expect: ['5 dias úteis'],
    },
    { text: 'valor do frete expresso?', expect: ['US$ 18'] },
    { text: 'Posso alugar uma barraca pro fim de semana?', expect: ['US$ 25 por dia'] },
    { text: 'cartão-presente tem validade', expect: ['nunca vencem'] },
    { text: 'tem desconto pra estudante?', expect: ['10%'] },
    { text: 'se eu pedir meio-dia sai hoje ainda?', expect: ['antes das 14h'] },
    { text: 'o zíper da minha jaqueta quebrou, vcs consertam', expect: ['troca de zíper'] },
    { text: 'qual a garantia das mochilas da marca de vcs', expect: ['garantia vitalícia'] },
    { text: 'posso retirar na loja o pedido que fiz no site', expect: ['2 horas'] },
    { text: 'telefone do atendimento ao cliente', expect: ['1-800-555-0142'] },
    { text: 'vcs abrem no natal?', expect: ['dia de Natal'] },
    { text: 'aceitam amex', expect: ['American Express'] },
    { text: 'como entro no programa de pontos e o que eu ganho', expect: ['gratuita', '5%'] },
    { text: 'posso trocar meu tênis por um número maior', expect: ['outro tamanho'] },
    { text: 'tem estacionamento perto', expect: ['duas horas grátis'] },
    { text: 'vcs conseguem mandar uma barraca pra minha caixa postal', expect: ['caixa postal'] },
    { text: 'prazo de devolução pra membros?', expect: ['365 dias'] },
    { text: 'quem paga o frete se eu devolver pelo correio', expect: ['US$ 7'] },
    { text: 'posso devolver um cartucho de gás aberto', expect: ['cartuchos de gás'] },
    { text: 'horário de fim de ano em dezembro?', expect: ['21h'] },
    {
      text: 'quanto custa alugar uma mochila e precisa deixar caução',
      expect: ['US$ 12', 'US$ 100'],
    },
    { text: 'vou receber código de rastreio', expect: ['link de rastreamento'] },
    { text: 'vocês vendem licença de pesca', unanswerable: true },
    { text: 'vcs passam cera no meu esqui', unanswerable: true },
    { text: 'as jaquetas de pluma de vcs são de origem ética', unanswerable: true },
    { text: 'vocês fazem trilhas guiadas', unanswerable: true },
    {
      text: 'quanto custa uma limpeza dos dentes pra adulto',
      unanswerable: true,
      probes: 'clinic',
    },
    { text: 'a avaliação do imóvel é gratuita?', unanswerable: true, probes: 'realty' },
    {
      text: 'quantas sessões tem o programa de mudança de carreira',
      unanswerable: true,
      probes: 'coach',
    },
  ],
};
