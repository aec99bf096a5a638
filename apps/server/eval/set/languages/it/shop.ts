import type { EvalBusiness } from '../../types';

export const shop: EvalBusiness = {
  id: 'shop',
  name: 'Trailhead Outfitters',
  knowledge: [
    `Trailhead Outfitters vende attrezzatura per escursionismo, campeggio e arrampicata online e nel nostro negozio in 88 Alder Avenue, a Fernwood, accanto alla stazione ferroviaria di Fernwood.

Orari del negozio: dal lunedì al sabato dalle 10:00 alle 20:00, la domenica dalle 11:00 alle 17:00. A dicembre restiamo aperti fino alle 21:00 tutti i giorni dall'1 al 23 dicembre. Il negozio è chiuso il giorno del Ringraziamento, il giorno di Natale e a Capodanno.

Parcheggio: due ore gratuite nel parcheggio di Alder Avenue; fate vidimare il biglietto alla cassa.

Assistenza clienti: scriveteci qui in chat, via email a help@trailheadoutfitters.example, oppure chiamate l'1-800-555-0142, dal lunedì al venerdì dalle 9:00 alle 18:00, ora del Pacifico.`,

    `Spedizioni e consegne

La spedizione standard è gratuita per ordini superiori a 75 €; sotto questa cifra costa 6,95 €. La consegna standard richiede da 3 a 5 giorni lavorativi. La spedizione express arriva in 1-2 giorni lavorativi e costa 18 €.

Gli ordini effettuati entro le 14:00 (ora del Pacifico) partono lo stesso giorno lavorativo. Ricevete un link di tracciamento via email appena l'ordine lascia il nostro magazzino.

Spediamo negli Stati Uniti e in Canada. Gli ordini per il Canada costano 15 € fissi, dazi inclusi, e arrivano in 5-10 giorni lavorativi. Gli articoli ingombranti come tende e kayak non possono essere spediti a caselle postali.

Click & collect: ordinate online e ritirate l'ordine in negozio, gratis, di solito entro 2 ore.`,

    `Resi, cambi e garanzia

Potete restituire gli articoli non usati entro 60 giorni dalla consegna e ricevere il rimborso completo sul metodo di pagamento originale. I membri del Trail Club hanno 365 giorni per il reso. Gli articoli comprati online si possono restituire anche in negozio.

Reso per posta: vi mandiamo via email un'etichetta prepagata e 7 € vengono trattenuti dal rimborso; i resi in negozio sono gratuiti. I cambi di taglia o di colore sono gratuiti, per posta o in negozio.

I rimborsi vengono elaborati entro 5 giorni lavorativi da quando il reso ci arriva.

Gli articoli usati non si possono restituire, a meno che non siano difettosi. Non si possono restituire gli articoli in saldo finale, le cartucce di gas aperte e gli articoli personalizzati.

Garanzia: tutti i prodotti a marchio Trailhead hanno una garanzia a vita contro i difetti di fabbricazione. Gli altri marchi hanno la garanzia del produttore e ci occupiamo noi della pratica per voi.

Riparazioni: il nostro laboratorio ripara cerniere, cuciture e paleria delle tende. La sostituzione di una cerniera parte da 25 € e la maggior parte delle riparazioni richiede una settimana.`,

    `Pagamenti e risparmio

Accettiamo Visa, Mastercard, American Express, Discover, PayPal, Apple Pay e le gift card Trailhead. Con Afterpay potete pagare in 4 rate senza interessi per ordini da 50 € a 1.000 €.

L'iscrizione al Trail Club è gratuita: ricevete il 5% di ogni acquisto in premi, avete 365 giorni per i resi e inviti a eventi riservati ai soci. Iscrivetevi alla cassa o dal vostro account online.

Garanzia del prezzo più basso: se un rivenditore degli Stati Uniti o del Canada vende un articolo identico e disponibile a meno entro 14 giorni dal vostro acquisto, vi applichiamo il prezzo più basso.

Le gift card si vendono da 25 € a 500 € e non scadono mai. Gli studenti hanno il 10% di sconto con un tesserino universitario valido.

Noleggio attrezzatura: le tende si noleggiano a 25 € al giorno e gli zaini a 12 € al giorno, con un deposito di 100 € bloccato su carta di credito. Prenotate il noleggio per telefono o in negozio.`,
  ],
  questions: [
    { text: 'quanto ci mette la spedizione', expect: ['da 3 a 5 giorni lavorativi'] },
    { text: 'la spedizione è gratis', expect: ['75 €'] },
    {
      text: 'posso restituire degli scarponi che ho già usato per un giro?',
      expect: ['a meno che non siano difettosi'],
    },
    { text: 'politica di reso?', expect: ['60 giorni'] },
    { text: 'che orari fate la domenica', expect: ['dalle 11:00 alle 17:00'] },
    { text: 'spedite in canada e quanto costa', expect: ['15 €'] },
    { text: 'si può pagare a rate', expect: ['Afterpay'] },
    { text: "dov'è il negozio", expect: ['88 Alder Avenue'] },
    {
      text: 'se lo trovo a meno da un altra parte mi fate lo stesso prezzo?',
      expect: ['prezzo più basso'],
    },
    {
      text: 'dopo il reso quanto ci vuole per riavere i soldi',
      expect: ['5 giorni lavorativi'],
    },
    { text: 'costo spedizione express?', expect: ['18 €'] },
    {
      text: 'posso noleggiare una tenda per il weekend?',
      expect: ['25 € al giorno'],
    },
    { text: 'le gift card scadono', expect: ['non scadono mai'] },
    { text: 'sconto studenti?', expect: ['10%'] },
    {
      text: 'se ordino a mezzogiorno parte oggi?',
      expect: ['entro le 14:00'],
    },
    {
      text: 'si è rotta la zip della giacca, me la potete aggiustare',
      expect: ['sostituzione di una cerniera'],
    },
    {
      text: 'che garanzia hanno gli zaini del vostro marchio',
      expect: ['garanzia a vita'],
    },
    {
      text: "posso ritirare in negozio l'ordine fatto online",
      expect: ['2 ore'],
    },
    { text: 'numero assistenza clienti', expect: ['1-800-555-0142'] },
    { text: 'siete aperti a natale', expect: ['giorno di Natale'] },
    { text: 'accettate amex', expect: ['American Express'] },
    {
      text: 'come mi iscrivo al programma fedeltà e cosa ottengo',
      expect: ['gratuita', '5%'],
    },
    {
      text: 'posso cambiare le scarpe con un numero in più',
      expect: ['cambi di taglia'],
    },
    { text: "c'è un parcheggio vicino", expect: ['due ore gratuite'] },
    {
      text: 'mi spedite una tenda alla casella postale',
      expect: ['caselle postali'],
    },
    { text: 'tempo per i resi per i soci?', expect: ['365 giorni'] },
    {
      text: 'chi paga la spedizione se rimando indietro per posta',
      expect: ['7 €'],
    },
    {
      text: 'posso riportare una bomboletta di gas aperta',
      expect: ['cartucce di gas'],
    },
    { text: 'orari di dicembre per le feste?', expect: ['21:00'] },
    {
      text: 'quanto costa noleggiare uno zaino e serve un deposito',
      expect: ['12 €', '100 €'],
    },
    { text: 'mi arriva il numero di tracking?', expect: ['link di tracciamento'] },
    { text: 'vendete licenze di pesca', unanswerable: true },
    { text: 'mi fate la sciolinatura degli sci', unanswerable: true },
    { text: 'i vostri piumini sono di provenienza etica?', unanswerable: true },
    { text: 'organizzate escursioni guidate', unanswerable: true },
    {
      text: 'quanto costa la pulizia dei denti per un adulto',
      unanswerable: true,
      probes: 'clinic',
    },
    { text: 'la valutazione della casa è gratis?', unanswerable: true, probes: 'realty' },
    {
      text: 'quante sessioni ci sono nel percorso di cambio carriera',
      unanswerable: true,
      probes: 'coach',
    },
  ],
};
