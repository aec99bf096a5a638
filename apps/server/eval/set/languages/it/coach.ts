import type { EvalBusiness } from '../../types';

export const coach: EvalBusiness = {
  id: 'coach',
  name: 'Clara Mendes Career Coaching',
  knowledge: [
    `Chi sono

Sono Clara Mendes, career coach certificata (ICF Professional Certified Coach), con 15 anni di esperienza nelle risorse umane e nella selezione del personale prima di diventare coach. Aiuto professionisti a metà carriera a cambiare lavoro, prepararsi ai colloqui, negoziare lo stipendio e affrontare ruoli di responsabilità. Tengo anche workshop per le aziende.

Dove ci vediamo: le sessioni si svolgono online su Zoom, oppure in presenza nel mio studio in 7 Willow Lane, interno 2B, Brookhaven. Le sessioni in presenza sono disponibili solo il martedì e il giovedì.

Quando: lavoro dal martedì al venerdì dalle 8:00 alle 18:00, e il sabato mattina dalle 9:00 alle 12:00, ora della costa Est (Eastern Time). Non lavoro la domenica e il lunedì.

Contatti: scrivete a clara@claramendes.example o mandate un SMS al (555) 602-4411. Rispondo a ogni messaggio entro un giorno lavorativo. Faccio coaching in inglese e in portoghese.`,

    `Pacchetti e prezzi

Call conoscitiva: una chiamata gratuita di 20 minuti per capire se siamo fatti per lavorare insieme. Si prenota dal mio sito.

Sessione singola: 60 minuti, 180 €.

Percorso Cambio Carriera: 6 sessioni in 3 mesi, con supporto via email tra una sessione e l'altra, 960 €.

Pronti per il Colloquio: 3 sessioni, compresa una simulazione di colloquio registrata con feedback scritto, 480 €.

Revisione CV e LinkedIn: 220 €. Ricevete la mia revisione scritta entro 5 giorni lavorativi, ed è incluso un giro di correzioni.

Sessione di negoziazione dello stipendio: 90 minuti per preparare i vostri numeri e il vostro discorso, 240 €.

Workshop aziendali: da 2.500 € per mezza giornata, fino a 20 partecipanti.

Pagamenti: accetto carte, PayPal e bonifico bancario, e faccio fattura alle aziende. I percorsi si possono pagare in 3 rate mensili senza costi aggiuntivi. Molti datori di lavoro rimborsano il coaching, quindi vi rilascio una ricevuta per la nota spese. Alcuni posti a tariffa ridotta sono riservati a chi è attualmente disoccupato, con il 30% di sconto.`,

    `Come funziona

Prenotazione: dopo la call conoscitiva prenotate da soli le sessioni sul mio calendario online.

Spostare o disdire una sessione è gratuito fino a 24 ore prima. Le disdette più tardive e le assenze contano come sessione usufruita.

Rimborsi: se dopo la prima sessione di un percorso sentite che non fa per voi, vi rimborso per intero le sessioni rimanenti. Le sessioni singole non sono rimborsabili.

I percorsi vanno utilizzati entro 6 mesi dall'acquisto.

Riservatezza: tutto quello che mi raccontate resta tra noi. Non contatto mai il vostro datore di lavoro né nessun altro senza il vostro permesso.`,
  ],
  questions: [
    { text: 'quanto costa una sessione', expect: ['180 €'] },
    { text: 'la prima chiamata è gratis?', expect: ['20 minuti'] },
    { text: 'fai sessioni in presenza', expect: ['7 Willow Lane'] },
    { text: 'posso dividere il pagamento del percorso', expect: ['3 rate mensili'] },
    { text: 'come funziona se devo disdire', expect: ['24 ore'] },
    { text: 'sei disponibile nel weekend?', expect: ['sabato mattina'] },
    { text: 'quanto dura una sessione', expect: ['60 minuti'] },
    { text: 'quanto prendi per guardare il mio cv', expect: ['220 €'] },
    { text: 'quanto tempo ci vuole per la revisione del cv', expect: ['5 giorni lavorativi'] },
    {
      text: 'mi aiuti a chiedere un aumento e quanto costa',
      expect: ['240 €'],
    },
    { text: 'lavori con le aziende?', expect: ['2.500 €'] },
    {
      text: 'se non fa per me posso avere un rimborso',
      expect: ['sessioni rimanenti'],
    },
    { text: 'parli portoghese', expect: ['portoghese'] },
    { text: 'che fuso orario hai', expect: ['Eastern'] },
    { text: 'come ti contatto', expect: ['clara@claramendes.example'] },
    { text: "cosa c'è nel percorso cambio carriera", expect: ['6 sessioni'] },
    { text: 'fai simulazioni di colloquio', expect: ['480 €'] },
    {
      text: "può pagare l'azienda? mi serve una ricevuta",
      expect: ['ricevuta'],
    },
    { text: 'ho perso il lavoro, ci sono sconti?', expect: ['30% di sconto'] },
    {
      text: 'dirai al mio capo che sto cercando un altro lavoro?',
      expect: ['Non contatto mai il vostro datore di lavoro'],
    },
    {
      text: 'entro quando devo usare le sessioni che ho comprato',
      expect: ['6 mesi'],
    },
    { text: 'sei certificata?', expect: ['ICF'] },
    { text: 'lavori il lunedi', expect: ['la domenica e il lunedì'] },
    { text: 'in quanto tempo rispondi alle mail', expect: ['un giorno lavorativo'] },
    { text: 'posso pagare con paypal', expect: ['PayPal'] },
    { text: 'cosa succede se salto una sessione', expect: ['sessione usufruita'] },
    { text: 'che esperienza hai', expect: ['15 anni'] },
    { text: 'come prenoto', expect: ['calendario online'] },
    {
      text: 'possiamo vederci di persona un venerdì',
      expect: ['il martedì e il giovedì'],
    },
    {
      text: 'quanto costa il pacchetto colloquio e quante sessioni sono',
      expect: ['480 €', '3 sessioni'],
    },
    {
      text: 'quanto dura la sessione sulla negoziazione dello stipendio',
      expect: ['90 minuti'],
    },
    { text: 'puoi farmi coaching in spagnolo', expect: ['inglese e in portoghese'] },
    { text: "fai terapia per l'ansia", unanswerable: true },
    { text: 'aiuti chi vuole aprire una propria attività', unanswerable: true },
    {
      text: "puoi aiutare mio figlio adolescente a scegliere l'università",
      unanswerable: true,
    },
    { text: 'fai coaching di gruppo per infermieri', unanswerable: true },
    {
      text: "accetti l'assicurazione delta dental",
      unanswerable: true,
      probes: 'clinic',
    },
    { text: 'quanto costa la spedizione express', unanswerable: true, probes: 'shop' },
    {
      text: 'quanto sono le spese di pratica su un auto nuova',
      unanswerable: true,
      probes: 'dealer',
    },
  ],
};
