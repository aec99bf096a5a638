import type { Vocabulary } from './vocabulary-shape';

/** Turkish: what customers type about each topic, and what businesses write (index.ts). */
export const tr: Vocabulary = {
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
