import type { Vocabulary } from './vocabulary-shape';

/** Portuguese: what customers type about each topic, and what businesses write (index.ts). */
export const pt: Vocabulary = {
  hours: [
    'horario, horarios, que horas, abre, abrem, aberto, abertos, fecha, fecham, fechado, funcionamento, feriado, feriados, que hora, q horas, que hrs, q hrs, aberta, abertas, abriram, fechada, fechados, fechadas, encerram, encerrado, encerrados, expediente, vao abrir, atendem aos, atende aos, funcionam aos, funciona aos, atendem sabado, atendem domingo, funciona sabado, funciona domingo, de manha, pela manha',
    'horário aberto abertos fechado fechamos segunda terça quarta quinta sexta sábado domingo feriados abrimos funcionamento expediente encerrado encerramos',
  ],
  location: [
    'onde, endereco, localizacao, localizados, ficam, como chego, chegar, aonde, localizado, localizada, localizam, situados, situado, situada, morada, cep, codigo postal, mapa, google maps, waze, ponto de referencia, bairro, em que rua, qual rua, perto, loja fisica, filial, filiais, como posso chegar, como faco para chegar, como faco pra chegar',
    'endereço rua avenida praça edifício andar sala localizados localizado localizada situado morada bairro cep esquina frente perto piso travessa estrada rodovia alameda',
  ],
  price: [
    'quanto, quanto custa, custa, custam, preco, precos, custo, valor, taxa, tarifa, caro, barato, comissao, qto, qnto, qnt, cobram, cobra, valores, precinho, custaria, caros, baratos, mensalidade, mensalidades, diaria, diarias, tabela de precos, menor preco, menor valor',
    'preço preços custa custam valor taxa valores cobramos tarifa tarifas tabela mensalidade diária',
  ],
  'payment methods': [
    'pagar, pagamento, cartao, cartoes, dinheiro, pix, boleto, transferencia, parcelar, pagamentos, forma de pagamento, formas de pagamento, debito, mbway, mb way, multibanco, cheque, em especie, dinheiro vivo, maquininha, link de pagamento, transferencia bancaria, paypal, apple pay, google pay, vale refeicao, vale alimentacao, visa, mastercard',
    'pagamento cartão cartões dinheiro pix boleto transferência aceitamos débito crédito mbway multibanco visa mastercard cheque espécie maquininha paypal',
  ],
  booking: [
    'agendar, agendamento, marcar, marcar consulta, reservar, reserva, agenda, agendo, agende, agendam, marcacao, marcacoes, reservas, reservo, horario disponivel, horarios disponiveis, horario livre, tem horario, disponibilidade, encaixe, encaixar, tem vaga, tem vagas, inscrever, inscricao, inscricoes, inscrevo, matricula, matricular, mesa para',
    'agendamento agendar marcar consulta reserva online agende agenda marcação marcações reservas reserve disponibilidade inscrição inscrições matrícula',
  ],
  cancellation: [
    'cancelar, cancelamento, desmarcar, remarcar, faltar, cancelo, cancelam, desmarco, remarco, remarcacao, reagendar, reagendamento, adiar, desistir, desistencia, mudar a data, trocar a data, alterar a data, outra data, mudar o horario, trocar o horario, alterar o horario, mudar a reserva, alterar a reserva, mudar minha reserva, alterar a marcacao, nao posso ir, nao vou poder ir, nao comparecer, no show, me atrasar, se atrasar, chegar atrasado, chegar atrasada',
    'cancelamento cancelar antecedência remarcar cancelamentos desmarcar desmarcação reagendamento remarcação aviso falta faltas multa desistência',
  ],
  delivery: [
    'entrega, entregam, entregar, frete, envio, enviam, enviar, rastreio, rastreamento, encomenda, entregas, envios, mandam para, mandam pra, correio, correios, sedex, ctt, transportadora, prazo de entrega, quando chega, vai chegar, rastrear, codigo de rastreio, delivery, tele entrega, motoboy, portes, portes de envio, expedicao, despacham',
    'entrega entregamos frete envio enviamos úteis rastreamento entregas correios transportadora expedição portes sedex motoboy delivery rastreio',
  ],
  returns: [
    'devolver, devolucao, troca, trocar, reembolso, dinheiro de volta, estorno, devolvo, devolvem, devolucoes, trocas, reembolsar, reembolsam, estornar, arrependimento, desistir da compra, ressarcimento, nao serviu',
    'devolução devoluções devolver troca trocas reembolso estorno arrependimento reembolsamos devolvemos trocamos talão',
  ],
  warranty: [
    'garantia, quebrou, quebrado, defeito, consertar, conserto, reparo, garantias, quebrada, quebrados, quebradas, estragou, estragado, estragada, defeituoso, defeituosa, nao funciona, parou de funcionar, nao esta funcionando, nao ta funcionando, avariado, avariada, avaria, assistencia tecnica, consertam, concertar, reparar, reparacao, arrumam, vazando, vazamento, trincou, rachou',
    'garantia conserto reparo defeito garantias reparação reparações consertos consertamos avaria avarias fabricação',
  ],
  insurance: [
    'seguro, plano de saude, convenio, convenios, cobertura, planos de saude, plano odontologico, convenio medico, aceitam plano, aceita plano, atendem plano, atende plano, seguradora, seguradoras, unimed, amil, sulamerica, sul america, bradesco saude, hapvida, adse, medis, multicare, comparticipacao, comparticipa, comparticipam, credenciado, credenciados',
    'convênios convênio planos seguro cobertura seguradora seguradoras comparticipação credenciados credenciada operadoras particular reembolso',
  ],
  contact: [
    'telefone, numero de telefone, ligar, contato, contatar, email, e mail, whatsapp, zap, contatos, contacto, contactos, contactar, tel, telefonar, ligo, ligacao, wpp, whats, zapzap, qual o numero, qual seu numero, qual o seu numero, numero de contato, numero de celular, numero de telemovel, falar com alguem, falar com atendente, falar com um atendente, falar com uma pessoa, falar com voces, mail',
    'telefone ligue contato e-mail whatsapp telemóvel celular contacto contactos contatos ligar fale',
  ],
  discount: [
    'desconto, descontos, promocao, cupom, oferta, promocoes, promo, promocional, cupons, cupao, codigo promocional, ofertas, liquidacao, saldos, black friday, abatimento, condicao especial, mais barato, faz um preco, faz um precinho, fazer um preco, baixa o preco, baixar o preco',
    'desconto descontos promoção promoções cupom cupão promocional liquidação saldos oferta ofertas off',
  ],
  children: [
    'crianca, criancas, filho, filha, filhos, bebe, que idade, menor, menores, criancinha, criancinhas, filhinho, filhinha, nene, nenem, bebes, kids, menino, menina, meninos, meninas, miudo, miudos, miuda, miudas, adolescente, adolescentes, infantil, idade minima, anos de idade, aninhos, menor de idade',
    'crianças criança idade anos menores infantil bebês bebé adolescentes infantis pediatria kids',
  ],
  pets: [
    'cachorro, cachorros, cao, caes, gato, gatos, pet, pets, animal, animais, cachorrinho, cachorrinhos, cadela, cadelas, caozinho, doguinho, gatinho, gatinhos, gata, bichinho, bichinhos, filhote, filhotes, animal de estimacao, animais de estimacao, pet friendly, petfriendly, banho e tosa',
    'animais pets cachorros cães gatos cão animal estimação pet cadela',
  ],
  parking: [
    'estacionamento, estacionar, vaga, vagas, estacionamentos, estaciono, parque de estacionamento, onde deixo o carro, deixar o carro, deixar meu carro, garagem, valet, manobrista, zona azul, parquimetro, tem vaga pra carro, tem vaga para carro, tem vaga de garagem',
    'estacionamento estacionar vagas garagem valet manobrista estacionamentos parquímetro',
  ],
  'payment plans': [
    'parcelar, parcelado, parcelas, parcelamento, financiamento, financiar, prestacoes, parcela, parcelo, parcelam, parcelada, em quantas vezes, divide em, dividir em, dividem, sem juros, juros, prestacao, a prestacoes, em prestacoes, pagamento faseado, financiam, crediario, dar entrada',
    'parcelamento parcelas financiamento prestações parcelado parcelamos juros crediário mensais faseado',
  ],
  duration: [
    'quanto tempo, quanto dura, duracao, demora, qto tempo, qnto tempo, qnt tempo, quantos dias, quantas horas, quantos minutos, quantas semanas, quantos meses, demoram, demorar, leva quanto, dura quanto, qual o prazo, prazo, fica pronto, ficar pronto, quando fica pronto',
    'minutos horas dias semanas duração meses prazo aproximadamente',
  ],
  membership: [
    'programa de fidelidade, fidelidade, pontos, membro, socio, socios, membros, cartao fidelidade, cartao de fidelidade, programa de pontos, clube de vantagens, clube, associado, associados, associar, assinante, assinantes, plano de assinatura, clube de assinatura, cashback',
    'fidelidade pontos programa membros clube sócios associados vantagens cashback assinatura assinantes',
  ],
  about: [
    'desde quando, ha quanto tempo, experiencia, ha quantos anos, tempo de mercado, anos de mercado, anos de experiencia, quem sao voces, quem e voce, sobre voces, sobre a empresa, historia da empresa, fundada, fundado, fundacao, qualificacao, qualificacoes, qualificado, qualificada, formado, formada',
    'desde fundada fundado anos experiência fundação história tradição familiar qualificados certificados formados',
  ],
  accessibility: [
    'cadeira de rodas, acessivel, acessibilidade, rampa, elevador, deficiencia, cadeirante, cadeirantes, mobilidade reduzida, deficiente, deficientes, pcd, acessiveis, degrau, degraus, tem escada, tem escadas, so escada, carrinho de bebe, rampas, elevadores, banheiro adaptado, muletas, andador, necessidades especiais',
    'acessível cadeira rodas rampa elevador cadeirantes mobilidade adaptado adaptada acessibilidade degraus pcd',
  ],
  seniors: [
    'idoso, idosos, idosa, idosas, terceira idade, melhor idade, aposentado, aposentada, aposentados, sou reformado, sou reformada, pensionista, pensionistas, senior, seniores, mais de 60 anos, acima de 60 anos, maiores de 60 anos, mais de 65 anos, acima de 65 anos, maiores de 65 anos',
    'idosos idoso aposentados aposentado reformados pensionistas sénior seniores 60 65',
  ],
  military: [
    'militar, militares, exercito, marinha, aeronautica, forca aerea, forcas armadas, veterano, veteranos, ex combatente, ex combatentes, soldado, soldados, reservista, fuzileiro',
    'militares militar forças armadas veteranos exército marinha aeronáutica',
  ],
  weekend: [
    'fim de semana, fins de semana, final de semana, finais de semana, fds, fim semana, sabado e domingo, sabados e domingos',
    'sábado sábados domingo domingos',
  ],
  today: [
    'hoje, hj, hoje mesmo, ainda hoje, pra hoje, para hoje, hoje a noite, hoje de noite, esta noite, essa noite, urgente, urgencia, emergencia, agora mesmo, o quanto antes, o mais rapido possivel, mesmo dia, no mesmo dia, imediato, imediatamente',
    'hoje urgência urgências urgente emergência emergências imediato imediatamente',
  ],
  'time zone': [
    'fuso horario, fusos horarios, fuso, qual fuso, horario de brasilia, hora de brasilia, horario de lisboa, hora de lisboa, horario de portugal, hora de portugal, hora local, horario local, gmt, utc',
    'fuso horário brasília gmt utc',
  ],
  value: [
    'quanto vale, quanto valeria, valor de mercado, avaliar, avaliam, orcamento, orcamentos, fazer um orcamento, estimativa, cotacao, cotar, quanto pagam, quanto voces pagam, quanto pagariam',
    'avaliação orçamento orçamentos estimativa cotação avaliamos proposta',
  ],
  used: [
    'usados, usadas, seminovo, seminovos, seminova, seminovas, semi novo, semi novos, segunda mao, recondicionado, recondicionados, recondicionada, recondicionadas, remanufaturado, novo ou usado, carro usado',
    'usado usados usada seminovo seminovos seminova recondicionado recondicionados remanufaturado',
  ],
  home: [
    'em casa, minha casa, na minha casa, sua casa, ate minha casa, a domicilio, ao domicilio, em domicilio, domicilio, domiciliar, residencia, minha residencia, vem ate mim, vir ate mim',
    'domicílio domiciliar domicílios residência casa',
  ],
  brands: [
    'marcas, qual marca, que marca, qual a marca, quais marcas, quais as marcas, de que marca, da marca, modelo, modelos, fabricante, fabricantes',
    'marcas modelo modelos fabricante fabricantes',
  ],
  language: [
    'idioma, idiomas, que lingua, qual lingua, outras linguas, linguas, ingles, espanhol, castelhano, em frances, fala frances, falam frances, em alemao, fala alemao, falam alemao, em italiano, fala italiano, falam italiano, em portugues, mandarim, em chines, fala chines, em japones, fala japones, em coreano, em arabe, fala arabe, russo, ucraniano, hindi, holandes, polones, lingua de sinais, lingua gestual, interprete de libras, bilingue',
    'idioma idiomas línguas inglês espanhol francês alemão italiano português mandarim bilíngue libras',
  ],
  luggage: [
    'mala, malas, bagagem, bagagens, mochila, mochilas, deixar as malas, guardar as malas, deixar minhas malas, guardar minhas malas, deixar minha mala, deixar a bagagem, guardar a bagagem, deixar minha bagagem, guarda volumes, guarda malas, bagagem de mao',
    'bagagem bagagens malas mala guarda-volumes',
  ],
  'electric vehicles': [
    'carro eletrico, carros eletricos, veiculo eletrico, veiculos eletricos, carregador de carro, carregador para carro, carregador eletrico, carregar o carro, carregar meu carro, carregar o meu carro, ponto de carregamento, pontos de carregamento, posto de carregamento, estacao de carregamento, estacao de recarga, recarga eletrica, recarregar o carro, eletroposto, wallbox',
    'carregamento carregador carregadores elétrico elétricos eletroposto recarga veículos wallbox',
  ],
  export: [
    'planilha, planilhas, excel, csv, exportar dados, exportar os dados, exportar meus dados, exportacao de dados, exportar relatorio, baixar meus dados, baixar os dados, download dos dados, descarregar os dados',
    'exportar exportação csv xlsx excel planilha download',
  ],
  dietary: [
    'vegano, vegana, veganos, veganas, vegan, vegetariano, vegetariana, vegetarianos, vegetarianas, sem gluten, sem glutem, sem lactose, zero lactose, celiaco, celiaca, intolerante, intolerancia, alergia, alergias, alergico, alergica, sem carne, plant based, a base de plantas, restricao alimentar, restricoes alimentares, halal, kosher',
    'vegano vegana veganos vegetariano vegetariana vegetarianos vegan glúten lactose alergénios alérgenos alergias intolerâncias celíacos',
  ],
  washing: [
    'tomar banho, tomar um banho, chuveiro, chuveiros, duche, duches, ducha, duchas, vestiario, vestiarios, balneario, balnearios, me lavar, me refrescar',
    'chuveiro chuveiros duche duches ducha duchas balneários vestiários banheiros',
  ],
  restrooms: [
    'banheiro, banheiros, casa de banho, casas de banho, wc, sanitario, sanitarios, lavabo, toalete, toilette, toilet',
    'banheiro banheiros sanitário sanitários wc lavabo toalete',
  ],
  'price matching': [
    'cobrem o preco, cobre o preco, cobrir o preco, cobrem a oferta, cobrir a oferta, igualar o preco, igualam o preco, igualar preco, bater o preco, batem o preco, achei mais barato, vi mais barato, encontrei mais barato, preco da concorrencia, concorrencia, concorrente, concorrentes',
    'cobrimos cobrir igualamos igualar concorrência concorrente concorrentes',
  ],
  bedrooms: [
    'quarto, quartos, dormitorio, dormitorios, suite, suites, t0, t1, t2, t3, t4',
    'quarto quartos dormitório dormitórios suíte suítes t1 t2 t3 tipologia',
  ],
  deposit: [
    'deixar sinal, deixar um sinal, pagar sinal, pagar um sinal, pagar o sinal, dar sinal, dar um sinal, valor do sinal, caucao, deposito caucao, deposito de garantia, deposito antecipado, adiantado, adiantamento, pagamento antecipado, pagar antecipado, pagar antes, pago antes, pagar adiantado, pre pagamento, garantir a reserva',
    'sinal caução depósito adiantamento antecipado antecipadamente pré-pagamento',
  ],
  trial: [
    'experimentar, aula experimental, aula gratis, aula gratuita, aula teste, aula de teste, periodo de teste, periodo gratuito, teste gratis, teste gratuito, versao de teste, fazer um teste, testar, test drive, degustacao, amostra, amostras, amostra gratis, demonstracao, demo, antes de comprar, antes de pagar, antes de assinar, sem compromisso, provar antes',
    'experimental experimentar teste degustação amostra amostras demonstração gratuita',
  ],
  arrival: [
    'chegada, chego, chegamos, check in, checkin, horario de chegada, hora de chegada, horario de entrada, hora de entrada, horario do check in, antes de chegar, chegar cedo, chegar mais cedo, chegar antes, devo chegar, preciso chegar, tenho que chegar, temos que chegar, passar ai',
    'chegada chegar check-in antecedência cedo',
  ],
  capacity: [
    'quantas pessoas, quantos convidados, quantos hospedes, cabem, quantos cabem, cabe quantas, cabe quantos, capacidade, lotacao, quantos lugares, maximo de pessoas, numero de pessoas, limite de pessoas, comporta, acomoda quantas, grupo grande, grupos grandes',
    'capacidade lotação sentados máximo limitado limitada comporta acomoda',
  ],
  guests: [
    'convidado, convidados, convidada, convidadas, um amigo, uma amiga, amigos, amigas, acompanhante, acompanhantes, visitante, visitantes, hospede, hospedes, levar alguem, trazer alguem, mais uma pessoa',
    'convidado convidados acompanhante acompanhantes visitantes hóspedes hóspede amigos',
  ],
  wifi: [
    'wifi, wi fi, wireless, rede wifi, tem internet, internet gratis, internet gratuita, senha da internet, rede sem fio, hotspot',
    'wi-fi wifi internet wireless',
  ],
  holidays: [
    'feriado, feriados, feriadao, feriado prolongado, feriado nacional, feriados nacionais, feriado municipal, dia santo, dias santos, dias festivos',
    'feriado feriados feriadão fechado fechados encerrado',
  ],
  storage: [
    'guardar, guardam, armazenar, armazenamento, armazenagem, deixar meu, deixar minha, deixar meus, deixar minhas, guardar meu, guardar minha, guarda moveis, cacifo, cacifos, locker, lockers',
    'armazenamento armazenagem guardar guardamos cacifos cacifo armários lockers',
  ],
  frequency: [
    'com que frequencia, com qual frequencia, frequencia, periodicidade, de quanto em quanto, quanto em quanto tempo, a cada quanto tempo, cada quanto tempo, de quantos em quantos, quantas vezes por, quantas vezes ao',
    'diariamente semanalmente mensalmente diária diário semanal mensal quinzenal',
  ],
};
