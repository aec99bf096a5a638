import type { EvalBusiness } from '../../types';

export const clinic: EvalBusiness = {
  id: 'clinic',
  name: 'Studio Dentistico Brightside',
  knowledge: [
    `Chi siamo

Brightside Dental è uno studio dentistico per tutta la famiglia a Riverton. Dal 2009 la dott.ssa Amelia Novak e il dott. Samuel Okafor si prendono cura di pazienti di ogni età, dalla prima visita di controllo di un bambino fino agli impianti e alle protesi. Visitiamo i bambini a partire dal primo compleanno.

Orari di apertura
Da lunedì a mercoledì: dalle 8:00 alle 17:00
Giovedì: dalle 8:00 alle 19:00 (orario serale per chi lavora di giorno)
Venerdì: dalle 8:00 alle 14:00
Sabato: dalle 9:00 alle 13:00, solo su appuntamento
Siamo chiusi la domenica e nei giorni festivi.

Dove siamo
Il nostro indirizzo è 214 Harbor Street, interno 3, Riverton. Lo studio si trova al secondo piano dell'Harbor Medical Building, di fronte alla Biblioteca Centrale di Riverton. L'edificio ha l'ascensore e un accesso senza gradini dalla strada, quindi nessun problema per carrozzine e passeggini.

I pazienti parcheggiano gratis nel parcheggio dietro l'edificio; basta mostrare il promemoria dell'appuntamento all'ingresso. Gli autobus 4 e 11 fermano a Harbor & 3rd, a due minuti a piedi.

Contatti
Chiamateci allo (555) 214-7788 o scrivete a hello@brightsidedental.example. Fuori orario lasciate un messaggio in segreteria: vi richiamiamo il giorno lavorativo successivo.`,

    `Trattamenti e prezzi

Visita di controllo e igiene: una visita di routine con pulizia professionale (ablazione del tartaro e lucidatura) costa 145 € per gli adulti e 95 € per i bambini sotto i 14 anni. Le radiografie si fanno solo quando servono e costano 60 € in più. La prima visita per i nuovi pazienti con un set completo di radiografie costa 210 €.

Otturazioni: usiamo otturazioni in composito del colore del dente, a partire da 180 € per dente. La sigillatura dei solchi per i bambini costa 45 € per dente.

Sbiancamento: lo sbiancamento in studio dura circa 90 minuti e costa 450 €. Le mascherine per lo sbiancamento a casa costano 290 € e danno risultati in due o tre settimane.

Corone: una corona in ceramica costa 1.250 € per dente e di solito richiede due sedute, a due settimane di distanza.

Devitalizzazione: da 850 € per un dente anteriore a 1.150 € per un molare, corona esclusa.

Impianti: un impianto singolo con la sua corona parte da 3.900 €. La visita per l'impianto è gratuita.

Allineatori trasparenti: il trattamento Invisalign parte da 4.200 €, con visita e scansione gratuite.`,

    `Assicurazioni e pagamenti

Siamo convenzionati con Delta Dental, Cigna, MetLife e Aetna. Fatturiamo direttamente alla vostra assicurazione, quindi il giorno della visita pagate solo la vostra quota a carico o la franchigia. Con le altre assicurazioni non siamo convenzionati: pagate a noi e vi diamo i moduli compilati per chiedere il rimborso. Non accettiamo Medicaid.

Accettiamo contanti, tutte le principali carte di credito e di debito, Apple Pay e Google Pay. Non accettiamo assegni.

I trattamenti sopra i 500 € si possono pagare in 12 mesi senza interessi con il nostro partner CareCredit. Chiedete in reception: la richiesta richiede circa cinque minuti.

Senza assicurazione? Il piano Brightside Sorriso costa 29 € al mese e comprende due visite di controllo con igiene all'anno, le radiografie e il 15% di sconto su tutti gli altri trattamenti.`,

    `Appuntamenti

Prenotate online su brightsidedental.example/book, per telefono o in reception. I nuovi pazienti sono sempre i benvenuti; la prima visita dura circa un'ora.

Per la prima visita portate un documento d'identità con foto, la tessera dell'assicurazione e l'elenco dei farmaci che prendete, e arrivate 10 minuti prima per compilare il questionario sulla salute.

Disdette: vi chiediamo almeno 24 ore di preavviso per disdire o spostare un appuntamento. Le disdette tardive e gli appuntamenti saltati vengono addebitati 50 €. Se siete in ritardo di più di 15 minuti potremmo dover spostare l'appuntamento.

Urgenze dentali: per mal di denti, un dente rotto o un gonfiore, chiamate prima delle 10:00 e vi visitiamo in giornata. Fuori orario, il nostro numero per le urgenze è (555) 214-7799.

Avete paura del dentista? Offriamo la sedazione con protossido di azoto (gas esilarante) a 75 € a seduta, e potete portare le cuffie. Il dott. Okafor parla francese e la nostra igienista Lucia parla spagnolo.`,
  ],
  questions: [
    { text: 'a che ora chiudete il giovedi', expect: ['19:00'] },
    { text: 'siete aperti il sabato?', expect: ['dalle 9:00 alle 13:00'] },
    { text: 'dove vi trovate', expect: ['214 Harbor Street'] },
    { text: "C'è parcheggio?", expect: ["parcheggio dietro l'edificio"] },
    { text: 'quanto costa una pulizia dei denti', expect: ['145 €'] },
    { text: 'prezzo controllo per bambini?', expect: ['95 €'] },
    { text: 'prendete delta dental', expect: ['convenzionati'] },
    { text: "Posso pagare l'impianto a rate?", expect: ['CareCredit'] },
    { text: 'costo sbiancamento', expect: ['450 €'] },
    { text: 'come funziona per disdire', expect: ['24 ore'] },
    { text: "che succede se salto l'appuntamento", expect: ['50 €'] },
    {
      text: 'ho un mal di denti fortissimo, qualcuno mi può vedere oggi?',
      expect: ['in giornata'],
    },
    { text: 'numero di telefono?', expect: ['(555) 214-7788'] },
    { text: 'accettate medicaid', expect: ['Non accettiamo Medicaid'] },
    { text: 'Cosa devo portare alla prima visita?', expect: ["documento d'identità"] },
    {
      text: 'quanto costa una corona e quante sedute ci vogliono',
      expect: ['1.250 €', 'due sedute'],
    },
    { text: 'prezzo devitalizzazione molare in fondo', expect: ['1.150 €'] },
    {
      text: 'da che età posso portare mio figlio da voi?',
      expect: ['primo compleanno'],
    },
    { text: 'sinceramente ho il terrore del dentista', expect: ['protossido di azoto'] },
    {
      text: "non ho l'assicurazione dentale, avete tipo un abbonamento?",
      expect: ['29 €'],
    },
    { text: 'numero urgenze fuori orario', expect: ['(555) 214-7799'] },
    { text: 'posso pagare con apple pay', expect: ['Apple Pay'] },
    { text: 'lo studio è accessibile in carrozzina', expect: ['senza gradini'] },
    { text: 'che autobus devo prendere', expect: ['4 e 11'] },
    { text: 'quanto dura il primo appuntamento', expect: ["circa un'ora"] },
    { text: 'qualcuno parla spagnolo li?', expect: ['spagnolo'] },
    { text: 'invisalign quanto costa', expect: ['4.200 €'] },
    {
      text: 'quanto viene un otturazione e le lastre quanto costano?',
      expect: ['180 €', '60 €'],
    },
    { text: 'si può prenotare online?', expect: ['brightsidedental.example/book'] },
    { text: 'e se arrivo in ritardo', expect: ['15 minuti'] },
    { text: 'accettate assegni', expect: ['assegni'] },
    { text: 'a che ora aprite il lunedì mattina', expect: ['8:00'] },
    { text: 'Fate il Botox?', unanswerable: true },
    { text: "c'è una farmacia nel palazzo", unanswerable: true },
    { text: "quanto costa un esame dell'udito", unanswerable: true },
    { text: 'trattate le apnee notturne', unanswerable: true },
    {
      text: "qual è il TAEG se finanzio un'auto in 60 mesi",
      unanswerable: true,
      probes: 'dealer',
    },
    {
      text: 'quanti giorni ho per restituire degli scarponi da trekking',
      unanswerable: true,
      probes: 'shop',
    },
    {
      text: 'quanta provvigione prendete se vendo casa',
      unanswerable: true,
      probes: 'realty',
    },
  ],
};
