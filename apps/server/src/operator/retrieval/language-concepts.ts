import type { LanguageCode } from '@frontdesk/contracts';
import {
  CLOCK_ANY_LANGUAGE,
  MONEY_ANY_LANGUAGE,
  SINCE_ANY_LANGUAGE,
  SPAN_ANY_LANGUAGE,
} from './answer-shapes';

/**
 * The customer-service vocabulary of vocabulary.ts in the nine other languages (issue 27): what a
 * customer types for the topics every small business's knowledge covers (`asked`: words or
 * phrases, compared without accents or case), and the words a business writes about them
 * (`written`: stemmed by the database like the passages). "¿dónde están ubicados?" looks for an
 * address, "numéro de téléphone ?" for a phone number, "wat kost" for prices. Each concept bears
 * the English one's name, so that it asks for the same kind of answer (an amount, a clock time, a
 * phone number) and groups with the same question in English (question-groups.ts).
 *
 * Written from how customers talk to businesses in general, never from a question of the
 * evaluation sets (decision 027).
 */
export interface LanguageConcept {
  name: string;
  /** Words or phrases a customer types. */
  asked: string[];
  /** Words a business writes. */
  written: string[];
}

/** By concept: the phrases a customer types (comma-separated) and the words a business writes. */
type Vocabulary = Record<string, [asked: string, written: string]>;

const es: Vocabulary = {
  hours: [
    'horario, horarios, a que hora, que horas, abren, abre, abierto, abiertos, cierran, cierra, cerrado, cerrados, apertura, festivos, feriados',
    'horario abrimos abierto abiertos cerramos cerrado cerrados lunes martes miércoles jueves viernes sábado domingo festivos',
  ],
  location: [
    'donde, direccion, ubicacion, ubicados, ubicado, ubicada, encuentran, llegar, como llego, mapa',
    'dirección ubicados ubicado ubicación calle avenida edificio piso local esquina frente',
  ],
  price: [
    'cuanto, cuesta, cuestan, cuanto sale, cobran, cobra, precio, precios, costo, costos, coste, tarifa, tarifas, caro, barato, comision',
    'precio precios cuesta cuestan costo tarifa cobramos',
  ],
  'payment methods': [
    'pagar, pago, pagos, tarjeta, tarjetas, efectivo, transferencia, paypal, bizum',
    'aceptamos pago tarjeta tarjetas efectivo visa mastercard transferencia paypal',
  ],
  booking: [
    'cita, citas, reservar, reserva, reservas, agendar, turno, sacar cita, pedir cita',
    'cita citas reserva reservas reservar agende agendar línea',
  ],
  cancellation: [
    'cancelar, cancelacion, cancelo, anular, faltar, falto, reprogramar',
    'cancelar cancelación cancelaciones cancela aviso antelación reprogramar',
  ],
  delivery: [
    'envio, envios, enviar, envian, entrega, entregas, domicilio, paquete, rastreo, seguimiento',
    'envío envíos enviamos entrega entregamos domicilio hábiles rastreo seguimiento',
  ],
  returns: [
    'devolver, devolucion, devoluciones, devuelvo, reembolso, reembolsan, regresan mi dinero, cambio, cambiar',
    'devolución devoluciones devolver reembolso reembolsamos cambios',
  ],
  warranty: [
    'garantia, se rompio, roto, rota, defecto, defectuoso, arreglar, reparar, reparacion',
    'garantía reparación reparamos reparar defectos',
  ],
  insurance: ['seguro, seguros, aseguradora, cobertura', 'seguro seguros aseguradoras cobertura'],
  contact: [
    'telefono, numero de telefono, llamar, llamo, contacto, contactar, correo, email, mail, whatsapp',
    'teléfono llámenos llame correo escríbanos email contacto whatsapp',
  ],
  discount: [
    'descuento, descuentos, promocion, promociones, oferta, ofertas, rebaja, cupon',
    'descuento descuentos promoción oferta rebaja',
  ],
  children: [
    'nino, ninos, nina, ninas, hijo, hija, hijos, bebe, menores, que edad, infantil',
    'niños niño niñas menores edad años infantil pediátrica',
  ],
  pets: [
    'perro, perros, gato, gatos, mascota, mascotas, perrito',
    'mascotas mascota perros perro gatos animales',
  ],
  parking: [
    'estacionamiento, estacionar, aparcar, aparcamiento, parqueo, parking',
    'estacionamiento aparcamiento parking estacionar',
  ],
  'payment plans': [
    'a plazos, plazos, financiacion, financiamiento, financiar, cuotas, mensualidades, meses sin intereses',
    'financiación financiamiento plazos cuotas mensualidades',
  ],
  duration: [
    'cuanto tiempo, cuanto dura, cuanto tarda, duracion, tarda, demora',
    'minutos horas días semanas duración',
  ],
  membership: [
    'programa de puntos, puntos, recompensas, fidelidad, membresia, socio, socios',
    'programa puntos recompensas membresía socios',
  ],
  about: [
    'cuanto tiempo llevan, desde cuando, experiencia, trayectoria',
    'desde fundada fundado años experiencia',
  ],
  accessibility: [
    'silla de ruedas, accesible, accesibilidad, rampa, ascensor, discapacidad',
    'accesible silla ruedas rampa ascensor',
  ],
};

const fr: Vocabulary = {
  hours: [
    'horaire, horaires, a quelle heure, ouvert, ouverts, ouvre, ouvrez, ouverture, ferme, fermez, fermeture, jours feries',
    'horaires ouvert ouverts ouvrons fermé fermés fermeture lundi mardi mercredi jeudi vendredi samedi dimanche fériés',
  ],
  location: [
    'ou etes, ou est, ou sont, ou se trouve, ou vous trouver, adresse, situe, situes, situee, venir chez vous, acces, plan',
    'adresse situé située rue avenue boulevard place étage bâtiment',
  ],
  price: [
    'combien, prix, tarif, tarifs, cout, coute, coutent, frais, cher, commission',
    'prix tarif tarifs coûte coûtent frais',
  ],
  'payment methods': [
    'payer, paiement, carte bancaire, carte, cartes, especes, cheque, virement, paypal',
    'paiement carte cartes espèces chèque virement acceptons visa mastercard',
  ],
  booking: [
    'rendez vous, rdv, reserver, reservation, prendre rendez, creneau',
    'rendez-vous réservation réserver réservez créneau ligne',
  ],
  cancellation: [
    'annuler, annulation, annule, decommander, reporter, empechement',
    'annulation annuler annulez préavis avance reporter',
  ],
  delivery: [
    'livraison, livrer, livrez, livre, expedition, expedier, envoi, envoyer, colis, suivi',
    'livraison livrons expédition envoi colis suivi ouvrés',
  ],
  returns: [
    'retour, retourner, rendre, rembourser, remboursement, echanger, echange',
    'retour retours retourner remboursement remboursons échange',
  ],
  warranty: [
    'garantie, casse, cassee, panne, reparer, reparation, defaut',
    'garantie réparation réparons défaut',
  ],
  insurance: [
    'assurance, mutuelle, assureur, couverture',
    'assurance assurances mutuelle mutuelles',
  ],
  contact: [
    'telephone, numero de telephone, numero, appeler, joindre, contacter, contact, mail, email, courriel',
    'téléphone appelez contact écrivez email courriel',
  ],
  discount: [
    'reduction, remise, promo, promotion, rabais, code promo, soldes',
    'réduction remise promotion rabais',
  ],
  children: [
    'enfant, enfants, fils, fille, bebe, quel age, mineur, mineurs',
    'enfants enfant âge ans mineurs',
  ],
  pets: ['chien, chiens, chat, chats, animal, animaux', 'animaux chiens chien chats acceptés'],
  parking: ['parking, garer, stationner, stationnement', 'parking stationnement garer'],
  'payment plans': [
    'en plusieurs fois, plusieurs fois, financement, financer, credit, mensualites, echelonner',
    'financement crédit mensualités fois échelonné',
  ],
  duration: ['combien de temps, duree, dure, ca prend', 'minutes heures jours semaines durée'],
  membership: [
    'programme de fidelite, fidelite, carte de fidelite, points, adherent, adhesion',
    'fidélité points programme adhésion',
  ],
  about: [
    'depuis quand, depuis combien de temps, experience, anciennete',
    'depuis fondé fondée ans expérience',
  ],
  accessibility: [
    'fauteuil roulant, accessible, accessibilite, rampe, ascenseur, handicap, pmr',
    'accessible fauteuil rampe ascenseur pmr',
  ],
};

const de: Vocabulary = {
  hours: [
    'offnungszeiten, geoffnet, offen, offnet, offnen, schliesst, schliessen, geschlossen, um wie viel uhr, wie lange, feiertag, feiertage',
    'öffnungszeiten geöffnet geschlossen uhr montag dienstag mittwoch donnerstag freitag samstag sonntag feiertagen täglich',
  ],
  location: [
    'wo, adresse, anschrift, lage, finde ich, befinden, anfahrt, hinkommen',
    'adresse straße platz gebäude stock etage befinden',
  ],
  price: [
    'wie viel, wieviel, was kostet, kosten, kostet, preis, preise, gebuhr, gebuhren, teuer, gunstig, provision',
    'preis preise kostet kosten gebühr',
  ],
  'payment methods': [
    'bezahlen, zahlen, zahlung, karte, kreditkarte, bar, bargeld, ec karte, uberweisung, paypal',
    'zahlung zahlen karte kreditkarte bar bargeld überweisung paypal',
  ],
  booking: [
    'termin, termine, buchen, buchung, reservieren, reservierung, vereinbaren',
    'termin termine buchen buchung online telefonisch reservierung',
  ],
  cancellation: [
    'absagen, stornieren, stornierung, storno, absage, verschieben',
    'absage absagen stornierung vorher verschieben',
  ],
  delivery: [
    'lieferung, liefern, versand, versenden, verschicken, zustellung, paket, sendungsverfolgung, lieferzeit',
    'lieferung liefern versand versandkostenfrei werktage zustellung sendungsverfolgung',
  ],
  returns: [
    'ruckgabe, zuruckgeben, umtausch, umtauschen, erstattung, geld zuruck, retoure, zuruckschicken',
    'rückgabe umtausch erstattung erstatten retoure',
  ],
  warranty: [
    'garantie, gewahrleistung, kaputt, defekt, reparieren, reparatur',
    'garantie gewährleistung reparatur reparieren',
  ],
  insurance: [
    'versicherung, krankenkasse, versichert',
    'versicherung krankenkassen kassen privat gesetzlich',
  ],
  contact: [
    'telefon, telefonnummer, nummer, anrufen, erreichen, kontakt, email, e mail, mail',
    'telefon anrufen rufen kontakt e-mail schreiben',
  ],
  discount: ['rabatt, ermassigung, nachlass, gutschein, aktion', 'rabatt ermäßigung nachlass'],
  children: [
    'kind, kinder, sohn, tochter, baby, wie alt, alter, minderjahrig',
    'kinder kind alter jahren',
  ],
  pets: [
    'hund, hunde, katze, katzen, haustier, haustiere, tier, tiere',
    'hunde hund haustiere tiere katzen',
  ],
  parking: ['parken, parkplatz, parkplatze, parkhaus', 'parkplatz parkplätze parken parkhaus'],
  'payment plans': [
    'raten, ratenzahlung, finanzierung, finanzieren, abzahlen',
    'ratenzahlung raten finanzierung monatlich',
  ],
  duration: ['wie lange, dauer, dauert', 'minuten stunden tage wochen dauer'],
  membership: [
    'bonusprogramm, treueprogramm, punkte, mitglied, mitgliedschaft, kundenkarte',
    'bonusprogramm punkte mitglieder mitgliedschaft',
  ],
  about: ['seit wann, wie lange gibt es, erfahrung', 'seit gegründet jahren erfahrung'],
  accessibility: [
    'rollstuhl, barrierefrei, rampe, aufzug, behinderung',
    'barrierefrei rollstuhl rampe aufzug',
  ],
};

const pt: Vocabulary = {
  hours: [
    'horario, horarios, que horas, abre, abrem, aberto, abertos, fecha, fecham, fechado, funcionamento, feriado, feriados',
    'horário aberto abertos fechado fechamos segunda terça quarta quinta sexta sábado domingo feriados',
  ],
  location: [
    'onde, endereco, localizacao, localizados, ficam, como chego, chegar',
    'endereço rua avenida praça edifício andar sala localizados',
  ],
  price: [
    'quanto, quanto custa, custa, custam, preco, precos, custo, valor, taxa, tarifa, caro, barato, comissao',
    'preço preços custa custam valor taxa',
  ],
  'payment methods': [
    'pagar, pagamento, cartao, cartoes, dinheiro, pix, boleto, transferencia, parcelar',
    'pagamento cartão cartões dinheiro pix boleto transferência aceitamos',
  ],
  booking: [
    'agendar, agendamento, marcar, marcar consulta, reservar, reserva',
    'agendamento agendar marcar consulta reserva online',
  ],
  cancellation: [
    'cancelar, cancelamento, desmarcar, remarcar, faltar',
    'cancelamento cancelar antecedência remarcar',
  ],
  delivery: [
    'entrega, entregam, entregar, frete, envio, enviam, enviar, rastreio, rastreamento, encomenda',
    'entrega entregamos frete envio enviamos úteis rastreamento',
  ],
  returns: [
    'devolver, devolucao, troca, trocar, reembolso, dinheiro de volta, estorno',
    'devolução devoluções devolver troca trocas reembolso',
  ],
  warranty: [
    'garantia, quebrou, quebrado, defeito, consertar, conserto, reparo',
    'garantia conserto reparo defeito',
  ],
  insurance: [
    'seguro, plano de saude, convenio, convenios, cobertura',
    'convênios convênio planos seguro cobertura',
  ],
  contact: [
    'telefone, numero de telefone, ligar, contato, contatar, email, e mail, whatsapp, zap',
    'telefone ligue contato e-mail whatsapp',
  ],
  discount: ['desconto, descontos, promocao, cupom, oferta', 'desconto descontos promoção'],
  children: [
    'crianca, criancas, filho, filha, filhos, bebe, que idade, menor, menores',
    'crianças criança idade anos menores infantil',
  ],
  pets: [
    'cachorro, cachorros, cao, caes, gato, gatos, pet, pets, animal, animais',
    'animais pets cachorros cães gatos',
  ],
  parking: ['estacionamento, estacionar, vaga, vagas', 'estacionamento estacionar vagas'],
  'payment plans': [
    'parcelar, parcelado, parcelas, parcelamento, financiamento, financiar, prestacoes',
    'parcelamento parcelas financiamento prestações',
  ],
  duration: ['quanto tempo, quanto dura, duracao, demora', 'minutos horas dias semanas duração'],
  membership: [
    'programa de fidelidade, fidelidade, pontos, membro, socio',
    'fidelidade pontos programa membros',
  ],
  about: ['desde quando, ha quanto tempo, experiencia', 'desde fundada fundado anos experiência'],
  accessibility: [
    'cadeira de rodas, acessivel, acessibilidade, rampa, elevador, deficiencia',
    'acessível cadeira rodas rampa elevador',
  ],
};

const it: Vocabulary = {
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

const nl: Vocabulary = {
  hours: [
    'openingstijden, geopend, hoe laat, tijden, dicht, gesloten, sluiten, sluit, feestdagen',
    'openingstijden geopend open gesloten uur maandag dinsdag woensdag donderdag vrijdag zaterdag zondag feestdagen dagelijks',
  ],
  location: [
    'waar, adres, zitten jullie, ligging, route, bereikbaar',
    'adres straat weg plein gebouw verdieping gelegen',
  ],
  price: [
    'hoeveel, wat kost, kost, kosten, prijs, prijzen, tarief, tarieven, duur, goedkoop, commissie',
    'prijs prijzen kost kosten tarief',
  ],
  'payment methods': [
    'betalen, betaling, pinnen, pin, contant, creditcard, ideal, tikkie, overmaken',
    'betalen betaling pinnen contant creditcard ideal',
  ],
  booking: [
    'afspraak, afspraken, boeken, reserveren, reservering, inplannen',
    'afspraak afspraken boeken reserveren online telefonisch',
  ],
  cancellation: [
    'afzeggen, annuleren, annulering, verzetten, verplaatsen',
    'annuleren annulering afzeggen vooraf verzetten',
  ],
  delivery: [
    'bezorgen, bezorging, levering, leveren, verzenden, verzending, pakket, levertijd',
    'bezorging bezorgen levering verzending verzendkosten werkdagen',
  ],
  returns: [
    'retour, retourneren, terugsturen, terugbrengen, ruilen, geld terug, terugbetaling',
    'retour retourneren ruilen terugbetaling',
  ],
  warranty: ['garantie, kapot, stuk, defect, repareren, reparatie', 'garantie reparatie repareren'],
  insurance: [
    'verzekering, verzekerd, zorgverzekering, verzekeraar, vergoed, vergoeding',
    'verzekering verzekeraars vergoed vergoeding',
  ],
  contact: [
    'telefoon, telefoonnummer, nummer, bellen, bel, contact, mailen, email, e mail, whatsapp',
    'telefoon bel bellen contact e-mail mail',
  ],
  discount: ['korting, aanbieding, actie, kortingscode', 'korting aanbieding'],
  children: [
    'kind, kinderen, zoon, dochter, baby, leeftijd, hoe oud',
    'kinderen kind leeftijd jaar',
  ],
  pets: ['hond, honden, kat, katten, huisdier, huisdieren', 'honden hond huisdieren katten welkom'],
  parking: ['parkeren, parkeerplaats, parkeergarage', 'parkeren parkeerplaats parkeerplaatsen'],
  'payment plans': [
    'termijnen, in termijnen, gespreid betalen, financiering, financieren, afbetalen',
    'termijnen gespreid financiering afbetaling',
  ],
  duration: ['hoe lang, duur, duurt', 'minuten uur dagen weken duur'],
  membership: [
    'spaarprogramma, punten, klantenkaart, lid, lidmaatschap',
    'punten spaarprogramma lidmaatschap leden',
  ],
  about: ['sinds wanneer, hoe lang bestaan, ervaring', 'sinds opgericht jaar ervaring'],
  accessibility: [
    'rolstoel, toegankelijk, rolstoeltoegankelijk, hellingbaan',
    'rolstoel toegankelijk lift',
  ],
};

const pl: Vocabulary = {
  hours: [
    'godziny, godzina, o ktorej, otwarte, otwieracie, czynne, czynni, zamykacie, zamkniete, swieta',
    'godziny otwarte czynne zamknięte poniedziałek wtorek środa czwartek piątek sobota niedziela święta',
  ],
  location: [
    'gdzie, adres, lokalizacja, znajduje, znajdujecie, dojechac, dojazd',
    'adres ulica aleja budynek piętro znajdujemy',
  ],
  price: [
    'ile, ile kosztuje, koszt, kosztuje, kosztuja, cena, ceny, cennik, oplata, drogo, tanio, prowizja',
    'cena ceny kosztuje koszt opłata',
  ],
  'payment methods': [
    'placic, zaplacic, platnosc, karta, karte, karta platnicza, gotowka, gotowke, blik, przelew',
    'płatność karta kartą gotówka blik przelew akceptujemy',
  ],
  booking: [
    'wizyta, wizyte, umowic, zarezerwowac, rezerwacja, zapisac, termin',
    'wizyta wizyty rezerwacja zarezerwować umówić online telefonicznie termin',
  ],
  cancellation: [
    'odwolac, odwolanie, anulowac, przelozyc',
    'odwołanie odwołać anulować wcześniej przełożyć',
  ],
  delivery: [
    'dostawa, dostawy, wysylka, dostarczacie, przesylka, kurier, paczka, sledzenie',
    'dostawa wysyłka przesyłka kurier robocze',
  ],
  returns: [
    'zwrot, zwroty, zwrocic, oddac, wymiana, wymienic, zwrot pieniedzy',
    'zwrot zwroty zwrócić wymiana',
  ],
  warranty: [
    'gwarancja, gwarancji, zepsul, zepsute, naprawa, naprawic, reklamacja',
    'gwarancja naprawa naprawiamy reklamacja',
  ],
  insurance: ['ubezpieczenie, ubezpieczenia, nfz, polisa', 'ubezpieczenie ubezpieczenia nfz'],
  contact: [
    'telefon, numer telefonu, numer, zadzwonic, kontakt, email, mail, e mail',
    'telefon zadzwoń kontakt e-mail mail',
  ],
  discount: ['znizka, znizki, rabat, promocja, kod rabatowy', 'zniżka rabat promocja'],
  children: ['dziecko, dzieci, syn, corka, niemowle, wiek, ile lat', 'dzieci dziecko wiek lat'],
  pets: ['pies, psa, psy, kot, kota, koty, zwierze, zwierzeta', 'zwierzęta psy pies koty'],
  parking: ['parking, parkowac, zaparkowac, parkowanie', 'parking parkowanie'],
  'payment plans': [
    'raty, na raty, finansowanie, kredyt, rozlozyc',
    'raty ratach finansowanie kredyt',
  ],
  duration: ['jak dlugo, ile trwa, trwa, czas trwania', 'minut godzin dni tygodni trwa'],
  membership: [
    'program lojalnosciowy, punkty, karta stalego klienta, czlonkostwo',
    'punkty program lojalnościowy członkostwo',
  ],
  about: ['od kiedy, jak dlugo dzialacie, doswiadczenie', 'od założona lat doświadczenie'],
  accessibility: [
    'wozek inwalidzki, wozek, niepelnosprawni, niepelnosprawnych, podjazd, winda',
    'wózek niepełnosprawnych podjazd winda',
  ],
};

const tr: Vocabulary = {
  hours: [
    'saat, saatler, saatleri, kacta, acik, aciliyor, kapali, kapaniyor, calisma saatleri, tatil',
    'saat saatleri açık kapalı pazartesi salı çarşamba perşembe cuma cumartesi pazar tatil',
  ],
  location: [
    'nerede, neredesiniz, adres, adresiniz, konum, nasil gelirim, nasil gidilir',
    'adres cadde caddesi sokak mahalle kat bina',
  ],
  price: [
    'ne kadar, kac para, fiyat, fiyati, fiyatlar, ucret, ucreti, ucretler, pahali, ucuz, komisyon',
    'fiyat fiyatı ücret ücreti',
  ],
  'payment methods': [
    'odeme, kart, kredi karti, nakit, havale, eft, taksit',
    'ödeme kart kredi nakit havale taksit',
  ],
  booking: ['randevu, rezervasyon, yer ayirtmak', 'randevu rezervasyon online telefon'],
  cancellation: ['iptal, ertelemek, erteleme, gelemezsem', 'iptal önceden erteleme'],
  delivery: [
    'kargo, teslimat, gonderim, gonderiyor, teslim, kargo takip',
    'kargo teslimat gönderim teslim takip',
  ],
  returns: ['iade, degisim, geri vermek, para iadesi, degistirmek', 'iade değişim para'],
  warranty: ['garanti, bozuldu, bozuk, tamir, onarim, ariza', 'garanti tamir onarım arıza'],
  insurance: ['sigorta, sgk, ozel sigorta, anlasmali', 'sigorta sigortalar sgk anlaşmalı'],
  contact: [
    'telefon, telefon numarasi, numara, aramak, iletisim, e posta, eposta, mail, whatsapp',
    'telefon arayın iletişim e-posta whatsapp',
  ],
  discount: ['indirim, kampanya, promosyon, kupon', 'indirim kampanya'],
  children: [
    'cocuk, cocuklar, cocugum, oglum, kizim, bebek, kac yas, yas',
    'çocuk çocuklar yaş yaşından',
  ],
  pets: ['kopek, kopegim, kedi, evcil hayvan, hayvan', 'köpek köpekler kedi evcil hayvan'],
  parking: ['otopark, park, park yeri', 'otopark park'],
  'payment plans': [
    'taksit, taksitle, taksitli, kredi, finansman, vadeli',
    'taksit taksitli kredi finansman',
  ],
  duration: ['ne kadar surer, kac saat, kac gun, sure, surer', 'dakika saat gün hafta süre'],
  membership: ['sadakat, puan, uyelik, uye', 'puan sadakat üyelik'],
  about: ['ne zamandan beri, kac yildir, deneyim, tecrube', 'beri kuruldu yıldır deneyim tecrübe'],
  accessibility: [
    'tekerlekli sandalye, engelli, rampa, asansor',
    'engelli tekerlekli rampa asansör',
  ],
};

/** Japanese is asked by what a question holds, not by words a space sets apart. */
const ja: Vocabulary = {
  hours: [
    '営業時間, 何時, 開店, 閉店, 開いて, 閉まり, 定休日, 休み, 祝日',
    '営業時間 営業 定休日 休業 祝日 月曜 火曜 水曜 木曜 金曜 土曜 日曜',
  ],
  location: ['どこ, 住所, 場所, 行き方, アクセス, 最寄り', '住所 所在地 アクセス 駅 徒歩'],
  price: ['いくら, 料金, 値段, 価格, 費用, 手数料', '料金 価格 費用 手数料'],
  'payment methods': ['支払, 払い, カード, 現金, 振込, 決済', '支払い カード 現金 振込 決済'],
  booking: ['予約', '予約 オンライン'],
  cancellation: ['キャンセル, 取り消', 'キャンセル 前日'],
  delivery: ['配送, 送料, 発送, 配達', '配送 送料 発送 配達'],
  returns: ['返品, 返金, 交換', '返品 返金 交換'],
  warranty: ['保証, 壊れ, 修理, 故障', '保証 修理 故障'],
  insurance: ['保険', '保険 保険証'],
  contact: ['電話, 番号, メール, 連絡', '電話 メール 連絡 問い合わせ'],
  discount: ['割引, セール, クーポン', '割引'],
  children: ['子供, 子ども, 息子, 娘, 赤ちゃん, 何歳', '子ども 子供 歳 未満'],
  pets: ['犬, 猫, ペット', 'ペット 犬 猫'],
  parking: ['駐車', '駐車場 駐車'],
  'payment plans': ['分割, ローン, 月々', '分割 ローン 月々'],
  duration: ['何分, 何日, 期間, かかり', '分 時間 日 期間'],
  membership: ['ポイント, 会員', 'ポイント 会員'],
  about: ['創業, 設立, 何年', '創業 設立 年'],
  accessibility: ['車椅子, 車いす, バリアフリー, エレベーター', '車椅子 バリアフリー エレベーター'],
};

const VOCABULARIES: Partial<Record<LanguageCode, Vocabulary>> = {
  es,
  fr,
  de,
  pt,
  it,
  nl,
  pl,
  tr,
  ja,
};

const conceptsOf = (vocabulary: Vocabulary): LanguageConcept[] =>
  Object.entries(vocabulary).map(([name, [asked, written]]) => ({
    name,
    asked: asked.split(', '),
    written: written.split(' '),
  }));

/** The concepts of a language other than English (English's are vocabulary.ts's). */
export const LANGUAGE_CONCEPTS: Partial<Record<LanguageCode, LanguageConcept[]>> =
  Object.fromEntries(
    Object.entries(VOCABULARIES).map(([language, vocabulary]) => [
      language,
      conceptsOf(vocabulary!),
    ]),
  );

/**
 * The shape of a concept's answer where another language writes it otherwise than English (a
 * clock time, an amount, a span, a year of founding); the others (a phone number, an e-mail
 * address) are written alike.
 */
export const LANGUAGE_ANSWER_SHAPES: Record<string, RegExp> = {
  hours: CLOCK_ANY_LANGUAGE,
  price: MONEY_ANY_LANGUAGE,
  duration: SPAN_ANY_LANGUAGE,
  about: SINCE_ANY_LANGUAGE,
};
