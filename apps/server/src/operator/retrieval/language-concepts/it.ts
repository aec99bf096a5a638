import type { Vocabulary } from './vocabulary-shape';

/** Italian: what customers type about each topic, and what businesses write (index.ts). */
export const it: Vocabulary = {
  hours: [
    'orario, orari, a che ora, che ore, aperto, aperti, aprite, apre, chiuso, chiusi, chiudete, chiude, apertura, chiusura, festivi',
    'orari orario aperti aperto chiuso chiusi lunedì martedì mercoledì giovedì venerdì sabato domenica festivi',
  ],
  location: [
    'dove, indirizzo, vi trovate, trovarvi, si trova, raggiungervi, arrivare',
    'indirizzo via piazza corso viale piano edificio',
  ],
  price: [
    'quanto, quanto costa, costa, costano, costo, costi, prezzo, prezzi, tariffa, tariffe, caro, commissione',
    'prezzo prezzi costa costano tariffa',
  ],
  'payment methods': [
    'pagare, pagamento, carta, carte, contanti, bancomat, bonifico, satispay, paypal',
    'pagamento carta carte contanti bancomat bonifico accettiamo',
  ],
  booking: [
    'appuntamento, prenotare, prenotazione, prenoto, fissare',
    'appuntamento prenotazione prenotare online',
  ],
  cancellation: [
    'disdire, disdetta, annullare, cancellare, cancellazione, spostare',
    'disdetta cancellazione annullare preavviso spostare',
  ],
  delivery: [
    'spedizione, spedite, spedire, consegna, consegnate, pacco, tracciamento, corriere',
    'spedizione spedizioni consegna lavorativi tracciamento',
  ],
  returns: [
    'reso, resi, restituire, rimborso, rimborsate, cambio, cambiare',
    'reso resi restituire rimborso rimborsiamo cambio',
  ],
  warranty: [
    'garanzia, rotto, rotta, difetto, riparare, riparazione, aggiustare',
    'garanzia riparazione ripariamo difetti',
  ],
  insurance: [
    'assicurazione, assicurazioni, mutua, convenzione, convenzionati',
    'assicurazioni assicurazione convenzioni convenzionati',
  ],
  contact: [
    'telefono, numero di telefono, chiamare, chiamo, contatto, contattare, email, mail, whatsapp',
    'telefono chiamateci contatto email scriveteci',
  ],
  discount: [
    'sconto, sconti, promozione, offerta, riduzione, codice sconto',
    'sconto sconti promozione riduzione',
  ],
  children: [
    'bambino, bambini, figlio, figlia, figli, neonato, che eta, minori',
    'bambini bambino età anni minori',
  ],
  pets: ['cane, cani, gatto, gatti, animale, animali', 'animali cani cane gatti ammessi'],
  parking: ['parcheggio, parcheggiare, posteggio', 'parcheggio parcheggi'],
  'payment plans': [
    'a rate, rate, rateale, finanziamento, finanziare, rateizzare',
    'rate rateizzazione finanziamento',
  ],
  duration: ['quanto tempo, quanto dura, durata, ci vuole', 'minuti ore giorni settimane durata'],
  membership: [
    'programma fedelta, fedelta, punti, tessera, socio, soci',
    'fedeltà punti programma tessera soci',
  ],
  about: ['da quanto tempo, da quando, esperienza', 'dal fondata anni esperienza'],
  accessibility: [
    'sedia a rotelle, accessibile, accessibilita, rampa, ascensore, disabili',
    'accessibile rotelle rampa ascensore',
  ],
};
