import type { EvalBusiness } from '../../types';

export const carDealership: EvalBusiness = {
  id: 'dealer',
  name: 'Lakeside Motors',
  knowledge: [
    `Lakeside Motors è una concessionaria a conduzione familiare a Clearwater che vende auto nuove Mazda e Subaru e circa 150 auto usate certificate di tutte le marche.

Indirizzo: 4500 Lakeshore Drive (Route 9), Clearwater, 800 metri a nord dell'uscita 12 della I-84.

Orari dello showroom vendite: dal lunedì al venerdì dalle 9:00 alle 20:00, il sabato dalle 9:00 alle 18:00, la domenica dalle 11:00 alle 16:00.
Orari dell'officina: dal lunedì al venerdì dalle 7:00 alle 18:00, il sabato dalle 8:00 alle 14:00. L'officina è chiusa la domenica.

Vendite: (555) 870-3300. Officina: (555) 870-3311. Email: sales@lakesidemotors.example.`,

    `Acquisto e finanziamenti

Test drive: prenotatelo online o passate senza appuntamento, portando una patente di guida valida. Un test drive dura circa 30 minuti, e possiamo portarvi l'auto a casa o in ufficio entro 20 km.

Finanziamenti: lavoriamo con 12 finanziarie, tra cui Mazda Financial Services e Subaru Motors Finance. Il TAEG parte dal 3,9% sulle auto nuove e dal 5,9% sulle usate per chi ha i requisiti, con durate da 24 a 72 mesi. Ottenete la pre-approvazione online in 10 minuti: è una verifica leggera del credito, senza alcun impatto sul vostro punteggio di credito. Avete un passato creditizio difficile o è la vostra prima auto? Abbiamo programmi anche per questo.

L'anticipo non è obbligatorio se il credito viene approvato, ma versare il 10% abbassa la rata mensile.

Leasing: i leasing sulle Mazda e Subaru nuove durano da 24 a 39 mesi, con 10.000 o 12.000 km all'anno.

Costi: la nostra spesa di gestione pratica è di 399 €, più tasse, passaggio di proprietà e immatricolazione. Non aggiungiamo mai optional nascosti.

Permute: compriamo qualsiasi auto, anche se non ne comprate una da noi. Ricevete un'offerta online immediata, valida 7 giorni, che diventa definitiva dopo un rapido controllo. Se state ancora pagando l'auto, estinguiamo noi il finanziamento residuo.`,

    `Auto usate, garanzia e consegna

Ogni auto usata supera un controllo di 150 punti e viene consegnata con un report CARFAX gratuito.

Garanzia: le nostre usate hanno una garanzia limitata su motore e trasmissione di 12 mesi / 12.000 km. Le auto nuove hanno la garanzia del costruttore: 3 anni o 36.000 km per Mazda e Subaru. Sono disponibili estensioni di garanzia.

Garanzia di cambio: se l'auto usata non vi convince, potete cambiarla con un'altra entro 5 giorni o 250 km, a seconda di quale condizione si verifica prima. È un cambio, non un rimborso in denaro.

La consegna a domicilio è gratuita entro 50 km dalla concessionaria; oltre costa 2 € al km.`,

    `Officina

Facciamo assistenza su tutte le marche e tutti i modelli, non solo Mazda e Subaru. Prezzi: cambio olio sintetico 69,95 €, rotazione pneumatici 29,95 €, revisione 35 €, pastiglie dei freni da 189 € per asse. I richiami di sicurezza vengono riparati gratuitamente.

Prenotate il tagliando online o chiamate l'accettazione dell'officina. Per le riparazioni che durano più di 2 ore vi prestiamo un'auto di cortesia gratuita se prenotate in anticipo, oppure la nostra navetta gratuita vi accompagna dove volete entro 10 km.

Mentre aspettate, la nostra sala d'attesa offre wifi gratuito, caffè e un angolo bimbi.`,
  ],
  questions: [
    { text: 'a che ora chiude lo showroom il sabato', expect: ['18:00'] },
    { text: "l'officina è aperta la domenica", expect: ['chiusa la domenica'] },
    { text: 'che taeg fate sul nuovo', expect: ['3,9%'] },
    { text: "prendete l'usato in permuta", expect: ['qualsiasi auto'] },
    { text: "quanto costa il cambio dell'olio", expect: ['69,95 €'] },
    { text: 'posso fare il test drive sotto casa', expect: ['entro 20 km'] },
    { text: 'ci sono spese di pratica', expect: ['399 €'] },
    { text: 'garanzia sulle usate?', expect: ['12.000 km'] },
    {
      text: 'ho avuto problemi di credito, posso avere lo stesso un finanziamento',
      expect: ['programmi'],
    },
    { text: 'dove siete', expect: ['4500 Lakeshore Drive'] },
    { text: 'per quanto tempo posso finanziare un auto', expect: ['72 mesi'] },
    { text: 'consegnate le auto a casa', expect: ['entro 50 km'] },
    { text: "posso restituire un'usata se non mi piace", expect: ['5 giorni'] },
    { text: 'devo dare un anticipo', expect: ['non è obbligatorio'] },
    { text: 'telefono officina', expect: ['(555) 870-3311'] },
    { text: 'riparate anche altre marche tipo toyota', expect: ['tutte le marche'] },
    {
      text: "mi date un'auto mentre la mia è in riparazione?",
      expect: ['auto di cortesia'],
    },
    { text: 'che marche vendete', expect: ['Mazda'] },
    { text: 'le usate hanno il carfax?', expect: ['CARFAX'] },
    { text: 'quanto costano le pastiglie dei freni', expect: ['189 €'] },
    {
      text: 'quanto dura il test drive e cosa devo portare',
      expect: ['30 minuti', 'patente di guida'],
    },
    { text: 'opzioni di km per il leasing', expect: ["12.000 km all'anno"] },
    {
      text: 'la pre approvazione rovina il mio punteggio di credito?',
      expect: ['senza alcun impatto'],
    },
    { text: "quanto vale l'offerta di permuta", expect: ['7 giorni'] },
    { text: 'si paga per i richiami?', expect: ['gratuitamente'] },
    { text: 'quanto costa la revisione', expect: ['35 €'] },
    {
      text: "che TAEG fate sull'usato e per quanti mesi",
      expect: ['5,9%', 'da 24 a 72 mesi'],
    },
    {
      text: 'sto ancora pagando la macchina, posso darla in permuta?',
      expect: ['finanziamento residuo'],
    },
    { text: "c'è il wifi in sala d'attesa", expect: ['wifi'] },
    { text: "che uscita devo prendere dall'autostrada", expect: ['uscita 12'] },
    { text: 'a che ora aprite la domenica', expect: ['dalle 11:00 alle 16:00'] },
    { text: 'vendete moto', unanswerable: true },
    { text: "posso noleggiare un'auto a giornata", unanswerable: true },
    { text: "posso pagare l'auto in bitcoin", unanswerable: true },
    { text: 'fate l’oscuramento dei vetri', unanswerable: true },
    { text: 'quanto costa lo sbiancamento dei denti', unanswerable: true, probes: 'clinic' },
    {
      text: 'quanto costa una singola sessione di coaching',
      unanswerable: true,
      probes: 'coach',
    },
    {
      text: 'quanto costa fare domanda per affittare un appartamento',
      unanswerable: true,
      probes: 'realty',
    },
  ],
};
