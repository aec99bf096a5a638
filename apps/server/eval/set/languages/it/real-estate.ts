import type { EvalBusiness } from '../../types';

export const realEstate: EvalBusiness = {
  id: 'realty',
  name: 'Agenzia Immobiliare Cedar & Stone',
  knowledge: [
    `Cedar & Stone Realty è un'agenzia immobiliare indipendente che opera a Millbrook e nei vicini comuni di Eastfield, Oakridge e Lower Vale dal 2004. Aiutiamo le persone a comprare, vendere e affittare casa, e gestiamo immobili in affitto per conto dei proprietari.

Il nostro ufficio è in 19 Market Square, a Millbrook, sopra la Millbrook Savings Bank. Orari d'ufficio: dal lunedì al venerdì dalle 9:00 alle 18:00 e il sabato dalle 10:00 alle 16:00. Le visite si possono organizzare anche nei giorni feriali la sera fino alle 20:00, e la domenica su appuntamento.

Chiamateci allo (555) 430-1200 o scrivete a team@cedarstone.example. I nostri agenti parlano inglese, polacco e portoghese.`,

    `Vendere casa

Valutazione gratuita: un agente viene a vedere e valuta la vostra casa gratuitamente, entro 48 ore dalla richiesta. Se volete solo farvi un'idea, la stima online sul nostro sito richiede 2 minuti.

La nostra provvigione è del 2,5% del prezzo finale di vendita, da pagare solo a vendita conclusa: niente vendita, niente provvigione. Comprende servizio fotografico professionale, planimetria, tour virtuale 3D, pubblicazione su Zillow e Realtor.com, e open house.

L'incarico di vendita dura almeno 12 settimane. Dopo potete recedere in qualsiasi momento con 14 giorni di preavviso.

L'anno scorso le case che abbiamo messo in vendita a Millbrook sono state vendute in media in 38 giorni.`,

    `Comprare casa

Chi compra non ci paga niente: la nostra provvigione è a carico del venditore. Registratevi sul nostro sito per ricevere avvisi sui nuovi annunci in linea con la vostra ricerca.

Prenotate le visite online o per telefono; un agente vi accompagna a ogni visita.

Per fare un'offerta, ditelo al vostro agente e noi la inviamo al venditore per iscritto. Con ogni offerta chiediamo una prova della disponibilità dei fondi o una lettera di pre-approvazione del mutuo. Nella nostra zona è normale un deposito cauzionale dall'1 al 3% del prezzo.

Vi serve un mutuo? Collaboriamo con un consulente del credito indipendente, Jordan Ellis di Keystone Mortgages. Il primo incontro con Jordan è gratuito e senza impegno.`,

    `Affitti

Per affittare una delle nostre case, compilate la domanda online. C'è un costo di 40 € per ogni adulto per la domanda, che copre la verifica del credito e dei precedenti. Chiediamo un reddito familiare di almeno tre volte il canone mensile.

Il deposito cauzionale è pari a una mensilità di affitto, e il primo mese di affitto si paga alla firma del contratto. I contratti standard durano 12 mesi; alcuni appartamenti arredati sono offerti con contratti di 6 mesi.

Gli animali sono ammessi in molti dei nostri affitti, valutando caso per caso, con un deposito per animali di 300 €.

L'affitto si paga con bonifico bancario o tramite il portale inquilini. I pagamenti con carta hanno una commissione del 2,9%.

Riparazioni: gli inquilini segnalano i guasti tramite il portale inquilini. Per le urgenze come una perdita d'acqua, il riscaldamento guasto o se restate chiusi fuori, chiamate il numero di manutenzione attivo 24 ore su 24: (555) 430-1299.

Per i proprietari: la gestione completa dell'immobile costa l'8% del canone mensile incassato. Il servizio di ricerca inquilino, in cui troviamo e verifichiamo un inquilino e al resto pensate voi, costa una mensilità di affitto.`,
  ],
  questions: [
    { text: 'quanto prendete di provvigione per vendere', expect: ['2,5%'] },
    { text: 'la valutazione è gratis?', expect: ['gratuitamente'] },
    { text: 'orari ufficio il sabato', expect: ['dalle 10:00 alle 16:00'] },
    { text: "dov'è il vostro ufficio", expect: ['19 Market Square'] },
    { text: 'posso vedere una casa di domenica', expect: ['domenica su appuntamento'] },
    { text: 'quanto costa la domanda di affitto', expect: ['40 €'] },
    { text: 'quanto devo guadagnare per affittare da voi', expect: ['tre volte'] },
    { text: 'cauzione per affittare?', expect: ['una mensilità di affitto'] },
    { text: "posso tenere un cane nell'appartamento", expect: ['300 €'] },
    { text: 'chi compra vi deve pagare qualcosa', expect: ['non ci paga niente'] },
    { text: 'mi aiutate a trovare un mutuo', expect: ['Jordan Ellis'] },
    { text: 'quanto costa la vostra gestione immobili', expect: ['8%'] },
    { text: 'in che zone lavorate', expect: ['Eastfield'] },
    {
      text: 'di solito quanto ci vuole per vendere una casa',
      expect: ['38 giorni'],
    },
    { text: 'cosa è compreso se mi vendete casa', expect: ['fotografico'] },
    {
      text: 'mi perde il lavandino della cucina chi chiamo',
      expect: ['(555) 430-1299'],
    },
    { text: "posso pagare l'affitto con la carta di credito", expect: ['2,9%'] },
    { text: 'durata minima del contratto?', expect: ['12 mesi'] },
    { text: 'parlate polacco', expect: ['polacco'] },
    { text: "come faccio un'offerta su una casa", expect: ['per iscritto'] },
    {
      text: "come faccio a uscire dall'incarico di vendita con voi",
      expect: ['14 giorni di preavviso'],
    },
    { text: 'numero di telefono', expect: ['(555) 430-1200'] },
    {
      text: 'posso avere una stima online di quanto vale casa mia',
      expect: ['2 minuti'],
    },
    { text: 'quanto serve di caparra per fare un offerta', expect: ["dall'1 al 3%"] },
    {
      text: 'voglio solo che mi troviate un inquilino per il mio appartamento, quanto costa?',
      expect: ['ricerca inquilino'],
    },
    {
      text: 'quando si paga il primo mese di affitto',
      expect: ['alla firma del contratto'],
    },
    { text: 'pubblicate su zillow', expect: ['Zillow'] },
    {
      text: 'si possono fare le visite la sera dopo il lavoro?',
      expect: ['20:00'],
    },
    { text: 'da quanto tempo siete in attività', expect: ['2004'] },
    {
      text: 'fate il controllo dei precedenti e quanto costa fare domanda',
      expect: ['precedenti', '40 €'],
    },
    { text: 'email?', expect: ['team@cedarstone.example'] },
    { text: 'vendete uffici o immobili commerciali', unanswerable: true },
    {
      text: 'avete case con 3 camere sotto i 300 mila in questo momento',
      unanswerable: true,
    },
    { text: 'mi consigliate una ditta di traslochi', unanswerable: true },
    { text: 'gestite affitti brevi su airbnb', unanswerable: true },
    { text: "quanto costa il cambio dell'olio", unanswerable: true, probes: 'dealer' },
    {
      text: 'quanto costa una devitalizzazione',
      unanswerable: true,
      probes: 'clinic',
    },
    {
      text: 'posso noleggiare una tenda per il weekend?',
      unanswerable: true,
      probes: 'shop',
    },
  ],
};
