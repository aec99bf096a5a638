import type { EvalBusiness } from '../../types';

export const shop: EvalBusiness = {
  id: 'shop',
  name: 'Trailhead Outfitters',
  knowledge: [
    `Trailhead Outfitters; doğa yürüyüşü, kamp ve tırmanış malzemelerini internetten ve Fernwood tren istasyonunun hemen yanındaki Kızılağaç Caddesi No: 88, Fernwood adresindeki mağazamızda satıyor.

Mağaza saatleri: Pazartesi–Cumartesi 10.00–20.00, Pazar 11.00–17.00. Aralık ayında, 1–23 Aralık arasında her gün 21.00'e kadar açığız. Mağaza Ramazan Bayramı ve Kurban Bayramı'nın ilk günü ile yılbaşı günü (1 Ocak) kapalıdır.

Otopark: Kızılağaç Caddesi otoparkında iki saat ücretsiz; park fişinizi kasada onaylatın.

Müşteri hizmetleri: buradan bize yazın, help@trailheadoutfitters.example adresine e-posta gönderin ya da 1-800-555-0142 numarasını arayın; Pazartesi–Cuma 09.00–18.00.`,

    `Kargo ve teslimat

75 TL üzeri siparişlerde standart kargo ücretsizdir; altındaki siparişlerde kargo 6,95 TL'dir. Standart teslimat 3 ila 5 iş günü sürer. Hızlı kargo 1–2 iş gününde ulaşır ve 18 TL'dir.

Saat 14.00'ten önce verilen siparişler aynı iş günü kargoya verilir. Siparişiniz depodan çıkar çıkmaz kargo takip linki e-postanıza gelir.

Türkiye geneline ve Kuzey Kıbrıs'a gönderim yapıyoruz. Kuzey Kıbrıs siparişleri gümrük dahil sabit 15 TL'dir ve 5–10 iş gününde ulaşır. Çadır ve kano gibi büyük hacimli ürünler posta kutusu (PK) adreslerine gönderilemez.

Tıkla & Gel Al: internetten sipariş verin, mağazadan ücretsiz teslim alın; genellikle 2 saat içinde hazır olur.`,

    `İade, değişim ve garanti

Kullanılmamış ürünleri teslimattan itibaren 60 gün içinde iade edebilir, ödediğiniz yönteme tam para iadesi alabilirsiniz. Trail Club üyelerinin iade süresi 365 gündür. İnternetten alınan ürünler mağazadan da iade edilebilir.

Kargoyla iade: size ücretli gönderim etiketini e-postayla yollarız ve iade tutarınızdan 7 TL düşülür; mağazadan iade ücretsizdir. Farklı beden ya da renkle değişim, kargoyla veya mağazada ücretsizdir.

Para iadeniz, iade ettiğiniz ürün bize ulaştıktan sonra 5 iş günü içinde yapılır.

Kullanılmış ürünler, kusurlu olmadıkça iade edilemez. Son satış (outlet) ürünleri, açılmış gaz kartuşları ve kişiye özel ürünler iade edilemez.

Garanti: Trailhead markalı her ürün üretim hatalarına karşı ömür boyu garantilidir. Diğer markalarda üreticinin garantisi geçerlidir, garanti başvurusunu sizin yerinize biz yaparız.

Tamir: atölyemiz fermuar, dikiş ve çadır direği tamiri yapar. Fermuar değişimi 25 TL'den başlar, çoğu tamir bir hafta sürer.`,

    `Ödeme ve tasarruf

Visa, Mastercard, American Express, Discover, PayPal, Apple Pay ve Trailhead hediye kartlarını kabul ediyoruz. 50 TL ile 1.000 TL arasındaki siparişlerde kredi kartına vade farksız 4 taksit yapabilirsiniz.

Trail Club üyeliği ücretsizdir: her alışverişte %5 puan kazanır, 365 gün iade hakkı elde eder ve üyelere özel etkinliklere davet alırsınız. Kasada ya da online hesabınızdan üye olabilirsiniz.

Fiyat eşleme: Türkiye'deki bir mağaza aynı ürünü stokta ve alışverişinizden sonraki 14 gün içinde daha ucuza satıyorsa, biz de o düşük fiyata eşleriz.

Hediye kartları 25 TL ile 500 TL arasında satılır ve süresi asla dolmaz. Geçerli öğrenci belgesi olan öğrencilere %10 indirim.

Ekipman kiralama: çadır günlüğü 25 TL, sırt çantası günlüğü 12 TL; kredi kartından 100 TL depozito provizyonu alınır. Kiralama rezervasyonu telefonla ya da mağazadan yapılır.`,
  ],
  questions: [
    { text: 'kargo kac gunde gelir', expect: ['3 ila 5 iş günü'] },
    { text: 'kargo bedava mi', expect: ['75 TL'] },
    { text: 'bi kere yuruyuse giydigim botu iade edebilir miyim', expect: ['kusurlu olmadıkça'] },
    { text: 'iade politikası?', expect: ['60 gün'] },
    { text: 'pazar gunu kaca kadar acik', expect: ['11.00'] },
    { text: "kıbrıs'a gönderiyor musunuz, ücreti ne", expect: ['15 TL'] },
    { text: 'taksit var mi', expect: ['4 taksit'] },
    { text: 'magaza nerede', expect: ['Kızılağaç Caddesi No: 88'] },
    { text: 'baska yerde daha ucuz bulursam fiyati esliyor musunuz', expect: ['düşük fiyata'] },
    { text: 'iade ettikten sonra param kac gunde yatar', expect: ['5 iş günü'] },
    { text: 'hizli kargo ne kadar?', expect: ['18 TL'] },
    { text: 'Hafta sonu için çadır kiralayabilir miyim?', expect: ['günlüğü 25 TL'] },
    { text: 'hediye kartinin suresi doluyor mu', expect: ['asla dolmaz'] },
    { text: 'ogrenci indirimi var mi?', expect: ['%10'] },
    { text: 'ogle 12de siparis versem bugun cikar mi', expect: ['14.00'] },
    { text: 'montumun fermuari bozuldu tamir ediyor musunuz', expect: ['Fermuar değişimi'] },
    { text: 'kendi markanizin sirt cantalarinin garantisi ne', expect: ['ömür boyu'] },
    { text: 'internetten aldigimi magazadan alabilir miyim', expect: ['2 saat'] },
    { text: 'musteri hizmetleri numarasi', expect: ['1-800-555-0142'] },
    { text: 'yılbaşı günü açık mısınız', expect: ['yılbaşı günü'] },
    { text: 'amex geciyor mu', expect: ['American Express'] },
    {
      text: 'sadakat programina nasil uye olurum ne kazanirim',
      expect: ['ücretsiz', '%5'],
    },
    { text: 'ayakkabiyi bir buyuk numarayla degistirebilir miyim', expect: ['Farklı beden'] },
    { text: 'yakinda otopark var mi', expect: ['iki saat ücretsiz'] },
    { text: 'cadiri PK adresime gonderir misiniz', expect: ['posta kutusu'] },
    { text: 'uyeler icin iade suresi ne kadar?', expect: ['365 gün'] },
    { text: 'kargoyla iade edersem kargo ucretini kim oduyor', expect: ['7 TL'] },
    { text: 'acilmis gaz kartusunu iade edebilir miyim', expect: ['gaz kartuşları'] },
    { text: 'aralik ayinda saatler degisiyor mu?', expect: ['21.00'] },
    {
      text: 'sirt cantasi kiralamak ne kadar depozito aliyor musunuz',
      expect: ['12 TL', '100 TL'],
    },
    { text: 'kargo takip numarasi veriyor musunuz', expect: ['takip linki'] },
    { text: 'balık avı ruhsatı satıyor musunuz', unanswerable: true },
    { text: 'kayaklara wax yapiyor musunuz', unanswerable: true },
    { text: 'kaz tuyu montlariniz etik kaynaklardan mi', unanswerable: true },
    { text: 'rehberli doga yuruyusu turu duzenliyor musunuz', unanswerable: true },
    { text: 'yetiskin icin dis temizligi ne kadar', unanswerable: true, probes: 'clinic' },
    { text: 'ev degerlemesi ucretsiz mi?', unanswerable: true, probes: 'realty' },
    {
      text: 'kariyer degisimi programinda kac seans var',
      unanswerable: true,
      probes: 'coach',
    },
  ],
};
