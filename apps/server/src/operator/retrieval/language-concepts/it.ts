import type { Vocabulary } from './vocabulary-shape';

/** Italian: what customers type about each topic, and what businesses write (index.ts). */
export const it: Vocabulary = {
  hours: [
    'orario, orari, a che ora, che ore, aperto, aperti, aprite, apre, chiuso, chiusi, chiudete, chiude, apertura, chiusura, festivi, aperta, aperte, chiusa, chiuse, apri, chiudi, aprono, chiudono, aprirete, chiuderete, riaprite, riapre, riaprono, riapertura, pausa pranzo, ultimo ingresso, siete operativi, lavorate il sabato, lavorate la domenica, lavorate di sabato, lavorate di domenica, mattina, mattino, pomeriggio, la sera, di sera, serale',
    'orari orario aperti aperto chiuso chiusi lunedì martedì mercoledì giovedì venerdì sabato domenica festivi apertura chiusura continuato pausa',
  ],
  location: [
    'dove, indirizzo, vi trovate, trovarvi, si trova, raggiungervi, arrivare, dov, dove state, posizione, come arrivo, come ci arrivo, come si arriva, come vi raggiungo, come raggiungere, indicazioni stradali, mappa, maps, google maps, quanto dista, quanto distate, quant e lontano, vicino, nei dintorni, che zona, quale zona, in centro, sede, sedi, filiale, filiali, punto vendita, punti vendita, fermata, mezzi pubblici, con i mezzi',
    'indirizzo via piazza corso viale piano edificio sede situati raggiungibili vicino fermata strada località',
  ],
  price: [
    'quanto, quanto costa, costa, costano, costo, costi, prezzo, prezzi, tariffa, tariffe, caro, commissione, quant, quant e, quanto pago, quanto devo pagare, quanto dobbiamo pagare, a partire da quanto, costera, costerebbe, costerebbero, listino, listino prezzi, tariffario, prezzario, economico, economici, economica, costoso, costosa, gratis, gratuito, gratuita, a pagamento, commissioni',
    'prezzo prezzi costa costano tariffa listino tariffario euro gratuito',
  ],
  'payment methods': [
    'pagare, pagamento, carta, carte, contanti, bancomat, bonifico, satispay, paypal, pago, pagamenti, pos, contante, cash, assegno, assegni, postepay, apple pay, google pay, amex, american express, visa, mastercard, contactless, contrassegno, buoni pasto, buono pasto, ticket restaurant',
    'pagamento carta carte contanti bancomat bonifico accettiamo pos credito debito visa mastercard paypal satispay assegni contrassegno contactless',
  ],
  booking: [
    'appuntamento, prenotare, prenotazione, prenoto, fissare, appuntamenti, prenotazioni, prenotato, prenotata, prenota, prenotarmi, prenotarsi, prenotabile, disponibilita, avete posto, c e posto, posto libero, posti liberi, un tavolo per, riservare, iscrizione, iscrizioni, iscrivermi, iscriversi, iscrivere, candidatura, candidarmi, offerta di lavoro, offerte di lavoro, ci vuole la prenotazione, ci vuole prenotazione, ci vuole l appuntamento',
    'appuntamento prenotazione prenotare online disponibilità iscrizione calendario',
  ],
  cancellation: [
    'disdire, disdetta, annullare, cancellare, cancellazione, spostare, disdico, disdirlo, disdirla, annullo, annullamento, annullarlo, annullarla, cancellarlo, cancellarla, spostarlo, spostarla, sposto, spostamento, posticipare, rinviare, rimandare l appuntamento, anticipare l appuntamento, cambiare data, cambiare la data, cambiare giorno, cambiare orario, cambiare l orario, cambiare l appuntamento, cambiare la prenotazione, modificare la prenotazione, modificare l appuntamento, un altro giorno, un altra data, non posso venire, non posso piu venire, non riesco a venire, se non mi presento, imprevisto, penale, preavviso, con quanto anticipo, arrivo in ritardo, arrivare in ritardo, sono in ritardo',
    'disdetta cancellazione annullare preavviso spostare disdire annullamento penale anticipo posticipare mancata',
  ],
  delivery: [
    'spedizione, spedite, spedire, consegna, consegnate, pacco, tracciamento, corriere, spedizioni, spedisci, spedisce, spediscono, spedito, spedita, consegne, consegnare, consegnato, consegnano, pacchi, quando arriva, quando arrivera, arrivera, in arrivo, tracking, asporto, ritiro in negozio, ritirare in negozio, deliveroo, glovo, just eat, bartolini, brt, gls, sda, dhl, ups',
    'spedizione spedizioni consegna lavorativi tracciamento spediamo consegniamo corriere domicilio tracking express ritiro asporto',
  ],
  returns: [
    'reso, resi, restituire, rimborso, rimborsate, cambio, cambiare, restituzione, restituirlo, restituirla, restituisco, rimborsi, rimborsare, rimborsato, rimborsata, rimborsarmi, soldi indietro, riavere i soldi, recesso, cambiare taglia, rimandare indietro, mandare indietro, riportarlo, riportarla, riportare indietro',
    'reso resi restituire rimborso rimborsiamo cambio restituzione recesso scontrino sostituzione',
  ],
  warranty: [
    'garanzia, rotto, rotta, difetto, riparare, riparazione, aggiustare, garanzie, garantito, garantita, rotti, rotte, difettoso, difettosa, difettosi, difetti, guasto, guasta, guasti, non funziona, non funzionano, non va piu, riparate, riparazioni, aggiustate, aggiustarlo, rovinato, rovinata, danneggiato, danneggiata, perde acqua, assistenza tecnica',
    'garanzia riparazione ripariamo difetti garantiti guasti difettosi sostituzione conformità',
  ],
  insurance: [
    'assicurazione, assicurazioni, mutua, convenzione, convenzionati, assicurato, assicurata, assicurativa, polizza, polizze, fondo sanitario, fondi sanitari, fondo integrativo, mutuabile, ssn, servizio sanitario nazionale, sistema sanitario, tessera sanitaria, rimborsabile, in convenzione, convenzionato, convenzionata, convenzioni, copertura assicurativa, sinistri, rca, kasko',
    'assicurazioni assicurazione convenzioni convenzionati polizza copertura sinistri mutua ssn rimborsabili',
  ],
  contact: [
    'telefono, numero di telefono, chiamare, chiamo, contatto, contattare, email, mail, whatsapp, telefonare, telefonarvi, chiamarvi, contattarvi, contatti, recapito, recapiti, numero di cellulare, vostro numero, numero fisso, numero verde, lasciare il mio numero, indirizzo email, indirizzo mail, indirizzo e mail, indirizzo di posta, pec, scrivervi, parlare con qualcuno, parlare con una persona, un operatore, operatore umano, una persona vera, sms',
    'telefono chiamateci contatto email scriveteci whatsapp cellulare telefonare mail recapiti pec',
  ],
  discount: [
    'sconto, sconti, promozione, offerta, riduzione, codice sconto, scontato, scontati, scontata, scontate, promozioni, promo, offerte, codice promo, coupon, buono sconto, saldi, in saldo, prezzo speciale, piu economico, agevolazione, agevolazioni, riduzioni, scontistica, black friday',
    'sconto sconti promozione riduzione offerta saldi coupon promo agevolazioni scontati',
  ],
  children: [
    'bambino, bambini, figlio, figlia, figli, neonato, che eta, minori, bambina, bambine, bimbo, bimba, bimbi, bimbe, figlie, neonata, neonati, ragazzino, ragazzina, ragazzini, ragazzine, minorenne, minorenni, adolescente, adolescenti, eta minima, nipotino, nipotina, nipotini, seggiolone, seggioloni, fasciatoio, culla, baby, kids',
    'bambini bambino età anni minori bimbi minorenni neonati seggiolone fasciatoio baby under',
  ],
  pets: [
    'cane, cani, gatto, gatti, animale, animali, cagnolino, cagnolina, cagnolini, cagnetto, cucciolo, cucciola, cuccioli, gattino, gattina, micio, pet, pets, quattro zampe, amici a quattro zampe, amico a quattro zampe, lasciare il mio cane',
    'animali cani cane gatti ammessi pet cuccioli zampe domestici',
  ],
  parking: [
    'parcheggio, parcheggiare, posteggio, parcheggi, posteggiare, posto auto, posti auto, quanti posti auto, garage, box auto, autorimessa, sosta, strisce blu, ztl, dove parcheggio, dove lascio la macchina, dove lasciare la macchina, dove lascio l auto, dove lasciare l auto, dove metto la macchina, lasciare la mia auto, lasciare la mia macchina',
    'parcheggio parcheggi posteggio garage sosta autorimessa',
  ],
  'payment plans': [
    'a rate, rate, rateale, finanziamento, finanziare, rateizzare, rata, rateizzazione, rateizzato, rateizzabile, pagare a rate, pago a rate, pagamento rateale, in piu rate, dilazionare, dilazione, pagamento dilazionato, tasso zero, interessi zero, senza interessi, finanziamenti, finanziato, scalapay, klarna',
    'rate rateizzazione finanziamento rateale dilazione interessi tan taeg scalapay klarna',
  ],
  duration: [
    'quanto tempo, quanto dura, durata, ci vuole, quanto ci vuole, quanto ci mette, quanto ci mettete, quanto ci metto, quanto ci si mette, quanto impiega, quanto impiegate, quanto durano, quanti giorni, quante ore, quanti minuti, quante settimane, quanti mesi, tempi, tempistiche, tempistica, quanto devo aspettare, quanto bisogna aspettare, entro quando, quanto prima, quando e pronto, quando sara pronto, quando sara pronta',
    'minuti ore giorni settimane durata mesi entro',
  ],
  membership: [
    'programma fedelta, fedelta, punti, tessera, socio, soci, carta fedelta, abbonamento, abbonamenti, abbonarmi, abbonarsi, abbonato, abbonata, associarsi, tesseramento, membro, membri, club, fidelity, fidelity card, cashback',
    'fedeltà punti programma tessera soci abbonamento abbonamenti fidelity club membri tesseramento',
  ],
  about: [
    'da quanto tempo, da quando, esperienza, da quanto, da quanti anni, esperti, esperto, esperta, qualificato, qualificata, qualificati, qualifiche, certificazione, certificazioni, abilitato, abilitata, laureato, laureata, albo, chi siete, chi sei',
    'dal fondata anni esperienza certificati certificazione qualificati familiare tradizione generazioni esperti',
  ],
  accessibility: [
    'sedia a rotelle, accessibile, accessibilita, rampa, ascensore, disabili, carrozzina, carrozzine, sedie a rotelle, disabile, disabilita, invalido, invalida, invalidi, invalidita, handicap, barriere architettoniche, senza barriere, gradini, scalini, ci sono scale, piano terra, pianterreno, passeggino, passeggini, accessibili, mobilita ridotta, deambulazione',
    'accessibile rotelle rampa ascensore disabili carrozzina barriere architettoniche gradini passeggini',
  ],
  seniors: [
    'anziano, anziana, anziani, anziane, pensionato, pensionata, pensionati, in pensione, over 60, over 65, over 70, terza eta, senior, seniores, mio nonno, mia nonna, i nonni',
    'anziani pensionati over senior',
  ],
  military: [
    'militare, militari, esercito, forze armate, forze dell ordine, marina militare, aeronautica, veterano, veterani, soldato, soldati, guardia di finanza, in divisa',
    'militari esercito veterani forze armate divisa',
  ],
  weekend: [
    'weekend, week end, fine settimana, finesettimana, sabato e domenica, sabato o domenica, sabati, domeniche',
    'sabato sabati domenica domeniche weekend',
  ],
  today: [
    'oggi, stasera, stamattina, stamani, stanotte, subito, urgente, urgenti, urgentemente, urgenza, emergenza, emergenze, in giornata, stesso giorno, immediatamente, al volo, prima possibile, asap',
    'oggi giornata urgenze urgenti emergenze immediatamente',
  ],
  'time zone': [
    'fuso orario, fusi orari, che fuso, ora italiana, orario italiano, ora locale, orario locale, gmt, utc, cet, cest',
    'fuso cet cest gmt utc',
  ],
  value: [
    'valore, quanto vale, quanto valgono, quanto valuta, valutazione, valutazioni, valutate, valutarlo, valutarla, stima, stimare, perizia, preventivo, preventivi, quotazione, quotazioni, quanto mi date, quanto mi dai, quanto mi offrite, quanto offrite, permuta',
    'valore valutazione stima preventivo perizia quotazione permuta',
  ],
  used: [
    'l usato, dell usato, usato garantito, seconda mano, ricondizionato, ricondizionata, ricondizionati, ricondizionate, rigenerato, rigenerata, rigenerati, d occasione, auto usata, auto usate, macchina usata, macchine usate, moto usata, vendete usato, comprate usato, anche usato, anche usati, vintage',
    'usato ricondizionati rigenerati',
  ],
  home: [
    'a casa, a casa mia, casa mia, domicilio, domiciliare, domiciliari, venire da me, venite da me, passare da me',
    'domicilio domiciliari casa abitazione',
  ],
  brands: [
    'che marca, quale marca, di marca, marchio, marchi, brand, quali marche, che marche, le marche, che modello, quale modello, quali modelli, che modelli, modelli, griffe',
    'marca marchi marchio brand modelli rivenditore',
  ],
  language: [
    'parlate, lingue, che lingua, quale lingua, in che lingua, lingua dei segni, inglese, english, spagnolo, francese, tedesco, portoghese, polacco, cinese, arabo, russo, ucraino, rumeno, romeno, albanese, giapponese, coreano, olandese, hindi',
    'lingua lingue parliamo inglese english spagnolo francese tedesco portoghese russo ucraino cinese arabo romeno albanese polacco giapponese',
  ],
  luggage: [
    'bagagli, bagaglio, valigia, valigie, valige, trolley, deposito bagagli, bagaglio a mano',
    'bagagli valigie custodia trolley',
  ],
  'electric vehicles': [
    'auto elettrica, auto elettriche, macchina elettrica, macchine elettriche, veicolo elettrico, veicoli elettrici, colonnina, colonnine, punto di ricarica, punti di ricarica, stazione di ricarica, ricarica auto, ricaricare l auto, ricaricare la macchina, caricare l auto, caricare la macchina, ricarica elettrica, wallbox, plug in',
    'ricarica colonnina colonnine elettriche elettrici wallbox',
  ],
  export: [
    'esportare, esportazione, esporta, export, excel, csv, foglio di calcolo, fogli di calcolo, scaricare i dati, scaricare i miei dati, xls, xlsx',
    'esportare esportazione export csv excel xlsx scaricare',
  ],
  dietary: [
    'vegano, vegana, vegani, vegane, vegan, vegetariano, vegetariana, vegetariani, vegetariane, senza glutine, gluten free, celiaco, celiaca, celiaci, celiachia, senza lattosio, intollerante, intolleranza, intolleranze, allergia, allergie, allergico, allergica, allergici, allergeni, senza carne, senza uova, senza latte, plant based, origine animale, halal, kosher',
    'vegano vegetariano glutine celiaci lattosio allergeni allergie intolleranze halal',
  ],
  washing: [
    'doccia, docce, farmi una doccia, lavarmi, lavarsi, darmi una rinfrescata, rinfrescarmi, spogliatoio, spogliatoi, bagno turco',
    'docce spogliatoi asciugamani bagni',
  ],
  restrooms: [
    'bagno, bagni, toilette, toilet, toelette, wc, servizi igienici, dov e il bagno, dove e il bagno, dove sono i bagni',
    'bagno igienici toilette wc',
  ],
  'price matching': [
    'trovato a meno, visto a meno, trovato a prezzo inferiore, allo stesso prezzo, prezzo della concorrenza, prezzi della concorrenza, concorrenza, concorrente, concorrenti, adeguate il prezzo, adeguare il prezzo, adeguate i prezzi, allineate il prezzo, allineare il prezzo, pareggiate il prezzo, pareggiare il prezzo, battere il prezzo, price match, costa meno altrove, prezzo piu basso altrove, online costa meno, su amazon costa meno',
    'concorrenza concorrenti adeguiamo pareggiamo inferiore basso',
  ],
  bedrooms: [
    'camera da letto, camere da letto, camere, stanze, quanti locali, posti letto, monolocale, bilocale, trilocale, quadrilocale, camera matrimoniale, camera doppia, camera singola',
    'camera camere letto letti matrimoniale monolocale bilocale trilocale',
  ],
  deposit: [
    'caparra, acconto, cauzione, deposito cauzionale, un anticipo, l anticipo, pagare in anticipo, pago in anticipo, paga in anticipo, pagato in anticipo, pagamento anticipato, pagamento in anticipo, pagare prima, pago prima, pagare subito',
    'caparra acconto anticipo cauzione cauzionale',
  ],
  trial: [
    'provare, provarlo, provarla, provarli, provarle, una prova, di prova, in prova, prova gratuita, prove gratuite, lezione gratuita, prima lezione, prova trucco, prova acconciatura, test drive, demo, assaggio, assaggiare, campioncino, campioncini, prima di comprare, prima di acquistare, prima di pagare, prima di iscrivermi, prima di decidere',
    'prova gratuita demo test campioncini',
  ],
  arrival: [
    'arrivo, check in, checkin, presentarmi, presentarsi, presentarci, arrivare prima, arrivare in anticipo, venire prima, venire in anticipo, orario di arrivo, ora di arrivo, all arrivo, quando arrivare, devo arrivare, dobbiamo arrivare, posso arrivare',
    'arrivo check anticipo accettazione reception',
  ],
  capacity: [
    'quante persone, quanti posti, quanti ospiti, quanti invitati, quanti coperti, capienza, capacita, posti a sedere, numero massimo, massimo di persone, al massimo quante, quanti ci stanno, quante ci stanno, ci stiamo tutti, ci stiamo in, quanto e grande, quant e grande, quanto grande, gruppi, gruppo numeroso, gruppi numerosi, grande gruppo',
    'capienza massimo coperti ospitare gruppi sedere',
  ],
  guests: [
    'amico, amica, amici, amiche, accompagnatore, accompagnatrice, accompagnatori, accompagnare, accompagnato, accompagnata, ospite, ospiti, invitato, invitata, invitati, visitatore, visitatori, portare qualcuno, venire con qualcuno, un altra persona, plus one',
    'ospiti accompagnatori visitatori invitati',
  ],
  wifi: [
    'wifi, wi fi, wireless, connessione, connessione internet, accesso a internet, c e internet, internet gratis, hotspot, wlan',
    'wifi wi-fi wireless internet connessione',
  ],
  holidays: [
    'festivita, festivo, giorni festivi, giorno festivo, durante le feste, sotto le feste, ferie, chiusura estiva, chiusi per ferie, chiuso per ferie',
    'festivi festività ferie chiuso chiusura',
  ],
  storage: [
    'deposito, depositare, lasciare le mie, lasciare i miei, lasciare la mia, lasciare il mio, lasciare le cose, lasciare la roba, dove lascio, custodire, armadietto, armadietti, lucchetto, rimessaggio, guardaroba, cassetta di sicurezza, cassette di sicurezza',
    'deposito armadietti custodia rimessaggio guardaroba lucchetto',
  ],
  frequency: [
    'ogni quanto, quanto spesso, quanto di frequente, frequenza, quante volte, ogni quanti, ogni quante',
    'ogni quotidianamente giornaliero settimanale settimanalmente mensile mensilmente',
  ],
};
