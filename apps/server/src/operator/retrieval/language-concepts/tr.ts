import type { Vocabulary } from './vocabulary-shape';

/** Turkish: what customers type about each topic, and what businesses write (index.ts). */
export const tr: Vocabulary = {
  hours: [
    'saat, saatler, saatleri, kacta, acik, aciliyor, kapali, kapaniyor, calisma saatleri, tatil, kacda, kaca kadar, aciksiniz, acikmisiniz, acik misiniz, acik mi, gunu calisiyor musunuz, gunleri calisiyor musunuz, mesai, mesai saatleri, ogle arasi, ogle tatili, nobetci',
    'saat saatleri açık kapalı pazartesi salı çarşamba perşembe cuma cumartesi pazar tatil mesai açılış kapanış açığız',
  ],
  location: [
    'nerede, neredesiniz, adres, adresiniz, konum, nasil gelirim, nasil gidilir, nerde, neresi, lokasyon, harita, google maps, yol tarifi, nasil gelebilirim, nasil giderim, sizi nasil bulurum, hangi semt, hangi semtte, hangi ilcede, hangi mahallede, hangi sehirde, ne kadar uzak, sube, subeniz, subeler',
    'adres cadde caddesi sokak mahalle kat bina bulvar plaza avm konum',
  ],
  price: [
    'ne kadar, kac para, fiyat, fiyati, fiyatlar, ucret, ucreti, ucretler, pahali, ucuz, komisyon, kaca, kac paraya, ne kadara, kac lira, kac tl, kac euro, kac dolar, ne tutar, maliyet, bedeli, bedava, ucuza, uygun fiyat, uygun fiyatli, butce',
    'fiyat fiyatı ücret ücreti tl lira bedel kdv',
  ],
  'payment methods': [
    'odeme, kart, kredi karti, nakit, havale, eft, taksit, odeyebilir, odenir, kartla, banka karti, kapida odeme, pesin odeme, pos, iban, hesap numarasi, hesap numaraniz, visa, mastercard, troy, apple pay, google pay, paypal, papara, yemek karti, multinet, sodexo',
    'ödeme kart kredi nakit havale taksit banka iban pos kapıda visa mastercard troy peşin',
  ],
  booking: [
    'randevu, rezervasyon, yer ayirtmak, ayirtmak, musait, musaitlik, bos yer, bos oda, bos masa, bos saat, yer var mi, kayit, kayit olmak, kaydolmak, basvuru, kontenjan',
    'randevu rezervasyon online telefon müsait kayıt başvuru ayırtmak',
  ],
  cancellation: [
    'iptal, ertelemek, erteleme, gelemezsem, vazgectim, randevumu iptal, rezervasyonumu iptal, randevumu degistirmek, randevumu degistirebilir, rezervasyonumu degistirmek, tarihi degistirmek, saati degistirmek, tarih degisikligi, baska gun, baska bir gun, baska tarih, baska bir tarih, gec kalirsam, gec kalacagim, ne kadar once, ne kadar onceden, kac saat once, kac gun once',
    'iptal önceden erteleme ceza',
  ],
  delivery: [
    'kargo, teslimat, gonderim, gonderiyor, teslim, kargo takip, kurye, sevkiyat, siparisim nerede, siparisim gelmedi, siparisim ne zaman, paketim nerede, takip numarasi, takip kodu, kac gunde gelir, kac gunde ulasir, ne zaman ulasir, ne zaman elime, paket servis, eve servis',
    'kargo teslimat gönderim teslim takip kurye sevkiyat',
  ],
  returns: [
    'iade, degisim, geri vermek, para iadesi, degistirmek, iadesi, iadeler, iademi, iadeyi, geri alir misiniz, geri aliyor musunuz, geri almak, geri gondermek, geri gonderebilir, parami geri, ucret iadesi, cayma, cayma hakki',
    'iade değişim para iadesi iadeler cayma fatura',
  ],
  warranty: [
    'garanti, bozuldu, bozuk, tamir, onarim, ariza, kirildi, kirik, defolu, hasarli, teknik servis, duzgun calismiyor, artik calismiyor, hic calismiyor, calismiyor artik, akiyor, sizdiriyor',
    'garanti tamir onarım arıza kusur defolu',
  ],
  insurance: [
    'sigorta, sgk, ozel sigorta, anlasmali, kasko, police, tss, tamamlayici saglik, hasar kaydi, hasar dosyasi, provizyon, bagkur, emekli sandigi',
    'sigorta sigortalar sgk anlaşmalı kasko poliçe provizyon tss',
  ],
  contact: [
    'telefon, telefon numarasi, numara, aramak, iletisim, e posta, eposta, mail, whatsapp, mail adresi, mail adresiniz, e posta adresi, e posta adresiniz, eposta adresi, eposta adresiniz, email, email adresiniz, e mail, e mail adresiniz, maile, mailden, mailiniz, wp, wsp, whatsap, watsap, vatsap, tlf, tel no, gsm, cep numarasi, sms, size nasil ulasabilirim, size ulasmak, nasil ulasabilirim, ulasabilir miyim, beni arayin, beni arar misiniz, arar misiniz, arayabilir miyim, arayabilir misiniz, geri donus, donus yapar misiniz, musteri hizmetleri, canli destek, yetkiliyle gorusmek, yetkili biriyle',
    'telefon arayın iletişim e-posta whatsapp numara mail arayabilirsiniz ulaşabilirsiniz çağrı',
  ],
  discount: [
    'indirim, kampanya, promosyon, kupon, daha ucuz, ucuzlatir, tenzilat, pazarlik payi, black friday',
    'indirim kampanya kupon promosyon',
  ],
  children: [
    'cocuk, cocuklar, cocugum, oglum, kizim, bebek, kac yas, yas, bebegim, yasinda, yeni dogan, ergen, oyun alani',
    'çocuk çocuklar yaş yaşından bebek',
  ],
  pets: [
    'kopek, kopegim, kedi, evcil hayvan, hayvan, kedim, kediler, kediyi, evcil, patili, pet friendly',
    'köpek köpekler kedi evcil hayvan kediler patili',
  ],
  parking: ['otopark, park, park yeri, vale, valet', 'otopark park vale'],
  'payment plans': [
    'taksit, taksitle, taksitli, kredi, finansman, vadeli, taksitler, taksitlendirme, kac taksit, vade, vadesi, vade farki, faiz, faizi, faizsiz, faizli, aylik odeme, pesinat, pesinatsiz, senet, odemeyi bolmek, odemeyi bolebilir, parca parca',
    'taksit taksitli kredi finansman vade faizsiz peşinat senet aylık',
  ],
  duration: [
    'ne kadar surer, kac saat, kac gun, sure, surer, suresi, suruyor, ne kadar suruyor, ne kadar surecek, ne kadar surede, ne kadar sure, ne kadar zaman, ne kadar zamanda, ne kadar vakit, ne kadar hizli, kac dakika, kac hafta, kac ay, kac gunde, kac saatte, kac haftada, kac dakikada, kac seans, ne zaman hazir, ne zaman biter',
    'dakika saat gün hafta süre sürer süresi',
  ],
  membership: [
    'sadakat, puan, uyelik, uye, puanlar, uyesi, uyeyim, uyeler, musteri karti, sadik musteri, daimi musteri, abonelik, abone, kulup',
    'puan sadakat üyelik üye üyelere abonelik kulüp puanlar',
  ],
  about: [
    'ne zamandan beri, kac yildir, deneyim, tecrube, ne zamandir, ne zamandan, kac senedir, kac yillik, ne zaman kuruldu, ne zaman kurulmus, kimsiniz, uzman, sertifika, referans',
    'beri kuruldu yıldır deneyim tecrübe sertifika uzman',
  ],
  accessibility: [
    'tekerlekli sandalye, engelli, rampa, asansor, tekerlekli, erisilebilir, merdiven, bebek arabasi, puset, zemin kat, giris kati',
    'engelli tekerlekli rampa asansör erişilebilir zemin',
  ],
  seniors: [
    'emekli, emekliler, yasli, yaslilar, 65 yas, 65 yas ustu, ileri yas, ileri yasli',
    'emekli yaşlı 65',
  ],
  military: [
    'asker, askeri, askerlik, gazi, gaziler, sehit, sehit yakini, subay, astsubay, jandarma, kara kuvvetleri, deniz kuvvetleri, hava kuvvetleri',
    'asker gazi gaziler şehit subay',
  ],
  weekend: [
    'hafta sonu, hafta sonlari, hafta sonlarinda, hafta sonunda, hafta sonuna, cumartesi pazar, cumartesi ve pazar, cumartesi veya pazar',
    'cumartesi pazar',
  ],
  today: [
    'bugun, bu gun, bu aksam, bu gece, acil, acilen, ivedi, acele, ayni gun, hemen bugun, hemen simdi, su an, su anda, en kisa surede, en kisa zamanda',
    'bugün acil hemen ivedi',
  ],
  'time zone': [
    'saat dilimi, saat diliminiz, saat farki, turkiye saati, tr saati, yerel saat, yerel saatle, gmt, utc',
    'gmt utc dilimi saati',
  ],
  value: [
    'kac eder, ne eder, ne kadar eder, kac para eder, degeri ne, degeri nedir, degeri ne kadar, degerini ogrenmek, deger tespiti, piyasa degeri, ekspertiz, teklif, fiyat teklifi, kesif, tahmini fiyat, tahmini maliyet, kaca alir, kaca alirsiniz, ne verirsiniz',
    'değer ekspertiz teklif keşif tahmini',
  ],
  used: [
    'ikinci el, 2 el, kullanilmis urun, az kullanilmis, yenilenmis urun, yenilenmis cihaz, yenilenmis telefon, teshir urunu, sifir km, sifir mi',
    'ikinci el yenilenmiş teşhir',
  ],
  home: [
    'ev, eve, evde, evim, evime, evimde, evimize, evinize, evden, eve gelir, adrese gelir, adrese geliyor, yerinde hizmet',
    'ev evde eve evinize konut',
  ],
  brands: ['marka, markalar, markaniz, model, modeller', 'marka markalar model modeller'],
  language: [
    'ingilizce, almanca, rusca, arapca, farsca, fransizca, ispanyolca, kurtce, cince, turkce, dil, dilleri, hangi dil, hangi dilde, yabanci dil, tercuman, konusuyor musunuz, konusabiliyor musunuz, konusan biri, konusan personel',
    'dil diller ingilizce almanca rusça arapça farsça fransızca ispanyolca kürtçe çince türkçe tercüman',
  ],
  luggage: [
    'bavul, valiz, bagaj, emanet, esyalarimi birakabilir, esyalarimi birakmak, cantalarimi birakabilir, cantami birakabilir, sirt cantasi',
    'bagaj emanet valiz bavul',
  ],
  'electric vehicles': [
    'elektrikli arac, elektrikli araclar, elektrikli araba, elektrikli arabam, elektrikli aracim, elektrikli otomobil, sarj istasyonu, sarj istasyonunuz, sarj istasyonlari, sarj noktasi, sarj unitesi, arac sarj, aracimi sarj, arabami sarj, ev sarj, tesla, togg',
    'şarj elektrikli istasyon',
  ],
  export: [
    'excel, csv, xlsx, export, disa aktar, disa aktarma, disa aktarim, disari aktar, disari aktarma, verilerimi indir, verilerimi indirmek, verilerimi indirebilir, verileri indir, verileri indirmek, hesap tablosu, tablo olarak',
    'excel csv xlsx dışa aktarma',
  ],
  dietary: [
    'vegan, vejetaryen, vejeteryan, glutensiz, gluten, laktozsuz, laktoz, sutsuz, alerji, alerjim, etsiz, colyak, diyabetik, bitki bazli, hayvansal urun, hayvansal gida, et yemiyorum, et icermeyen, domuz eti, seker hastasi',
    'vegan vejetaryen glutensiz laktozsuz alerjen alerji bitkisel etsiz',
  ],
  washing: ['dus, duslar, dus almak, dus alabilir, banyo, sicak su', 'duş duşlar banyo'],
  restrooms: ['tuvalet, tuvaletler, wc, lavabo, hela', 'tuvalet tuvaletler wc lavabo banyo'],
  'price matching': [
    'fiyat garantisi, baska yerde daha ucuz, baska yerde daha, baska yerde ucuz, internette daha ucuz, daha ucuza buldum, daha ucuzunu buldum, daha ucuz buldum, daha ucuzunu gordum, ucuzunu buldum, rakip, esitleme, fiyat esitleme, fiyati esitler, fiyatini esitler, esitler misiniz, fiyat eslestirme',
    'eşitleme eşleştirme rakip ucuz düşük',
  ],
  bedrooms: [
    'yatak odasi, yatak odali, odali, kac oda, kac odali, oda sayisi, 1 1 daire, 2 1, 3 1, 4 1, studyo daire',
    'oda odalı yatak',
  ],
  deposit: [
    'kapora, kaparo, depozito, on odeme, on odemeli, onceden odeme, onceden odemem, teminat bedeli, guvence bedeli',
    'kapora depozito teminat peşin önceden',
  ],
  trial: [
    'deneme, denemek, deneyebilir, deneyebilirim, deneyebilirmiyim, deneyebilir miyim, deneyebilir miyiz, ucretsiz deneme, ucretsiz ders, ilk ders, demo, test surusu, prova, tadim, numune, almadan once, satin almadan once, odemeden once',
    'deneme demo tadım numune prova',
  ],
  arrival: [
    'check in, checkin, giris saati, giris saatleri, erken giris, gec giris, otele giris, odaya giris, varis saati, gelis saati, ne zaman gelmeliyim, ne zaman gelelim, kacta gelmeliyim, kacta gelelim, kac dakika once, kac dakika erken, ne kadar erken, ne kadar once gelmeliyim, erken gelmek, erken gelmem, erken gelmeli',
    'giriş check-in varış erken',
  ],
  capacity: [
    'kac kisi, kac kisilik, kisilik masa, kisilik oda, kisilik salon, kac kisiye, kac kisi sigar, kac misafir, kapasite, maksimum, max, en fazla kac, kisi sayisi, kalabalik grup, buyuk grup, ne kadar buyuk',
    'kapasite kişilik maksimum oturmalı ayakta sınırlı',
  ],
  guests: [
    'misafir, refakatci, arkadasimla gelebilir, arkadasimla gelsem, arkadasimla gelmek, arkadasimla birlikte, arkadasimi getirebilir, arkadasimi getirsem, arkadasimi da, arkadasim da, yanimda biri, yanimda birini, yanimda arkadas, birini getirebilir, birini getirsem, ziyaretci kabul, ziyaretci girisi',
    'misafir ziyaretçi refakatçi arkadaş',
  ],
  wifi: [
    'wifi, wi fi, wifiniz, wlan, hotspot, wireless, kablosuz internet, kablosuz ag, internet var mi, internet sifresi, internet baglantisi, internet erisimi',
    'wi-fi wifi kablosuz internet',
  ],
  holidays: [
    'bayram, arife, bayram tatili, bayram tatilinde, resmi tatil, resmi tatiller, resmi tatillerde, resmi tatilde, tatil gunu, tatil gunleri, tatil gunlerinde',
    'bayram resmi tatil kapalı arife',
  ],
  storage: [
    'depo, depolama, saklama, muhafaza, kilitli dolap, kilitli dolaplar, esya dolabi, soyunma dolabi, locker, birakabilir miyim, birakabilir miyiz, birakabilecegim yer',
    'depo depolama saklama emanet dolap dolaplar kilitli muhafaza',
  ],
  frequency: [
    'ne siklikla, ne siklikta, hangi siklikla, siklik, kac gunde bir, kac haftada bir, kac ayda bir, kac saatte bir, kac dakikada bir, ne kadar sik, ne sik, haftada kac, ayda kac, gunde kac, yilda kac, kac kez, kac kere, kac defa',
    'günlük aylık sıklıkla periyodik',
  ],
};
