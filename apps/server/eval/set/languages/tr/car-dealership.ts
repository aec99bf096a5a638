import type { EvalBusiness } from '../../types';

export const carDealership: EvalBusiness = {
  id: 'dealer',
  name: 'Lakeside Motors',
  knowledge: [
    `Lakeside Motors, Clearwater'da bir aile şirketi olan otomobil bayisidir. Sıfır Mazda ve Subaru araçların yanı sıra her markadan yaklaşık 150 garantili ikinci el araç satıyoruz.

Adres: Gölkıyısı Bulvarı No: 4500 (D-9 karayolu), Clearwater. TEM otoyolunda 12 numaralı çıkıştan sonra bir kilometre kadar kuzeyde.

Satış showroom saatleri: Pazartesi–Cuma 09.00–20.00, Cumartesi 09.00–18.00, Pazar 11.00–16.00.
Servis saatleri: Pazartesi–Cuma 07.00–18.00, Cumartesi 08.00–14.00. Servisimiz pazar günleri kapalıdır.

Satış: (555) 870-3300. Servis: (555) 870-3311. E-posta: sales@lakesidemotors.example.`,

    `Satın alma ve finansman

Test sürüşü: online randevu alın ya da doğrudan gelin, geçerli ehliyetinizi yanınıza alın. Test sürüşü yaklaşık 30 dakika sürer; aracı 20 km içindeki evinize veya iş yerinize getirebiliriz.

Finansman: Mazda Financial Services ve Subaru Motors Finance dahil 12 finans kuruluşuyla çalışıyoruz. Kredisi uygun bulunan müşteriler için yıllık faiz sıfır araçlarda %3,9'dan, ikinci el araçlarda %5,9'dan başlar; vade 24 ile 72 ay arasındadır. Online ön onayı 10 dakikada alın; bu bir ön sorgudur ve Findeks kredi notunuzu etkilemez. Kredi notunuz düşük mü ya da ilk aracınızı mı alıyorsunuz? Bunun için de özel programlarımız var.

Kredisi onaylanan müşterilerden peşinat şartı aranmaz, ancak %10 peşinat aylık taksitinizi düşürür.

Leasing: sıfır Mazda ve Subaru leasing sözleşmeleri 24 ile 39 ay arasıdır, yıllık 10.000 veya 12.000 km kullanım hakkıyla.

Masraflar: dosya masrafımız 399 TL'dir; buna vergi, tescil ve plaka masrafları eklenir. Gizli ek ücret asla eklemeyiz.

Takas: bizden araç almasanız bile her aracı alırız. Online anında teklif alın; teklif 7 gün geçerlidir ve kısa bir ekspertizden sonra kesinleşir. Aracınızın kredi borcu devam ediyorsa, kalan krediyi sizin yerinize biz kapatırız.`,

    `İkinci el araçlar, garanti ve teslimat

Her ikinci el aracımız 150 noktalı kontrolden geçer ve ücretsiz TRAMER hasar kaydı raporuyla birlikte gelir.

Garanti: ikinci el araçlarımızda 12 ay / 12.000 km sınırlı motor ve şanzıman garantisi vardır. Sıfır araçlar üretici garantisi taşır: Mazda ve Subaru için 3 yıl veya 36.000 km. Uzatılmış garanti paketleri de mevcuttur.

Değişim garantisi: ikinci el aracınızı sevmediyseniz 5 gün veya 250 km içinde, hangisi önce dolarsa, başka bir araçla değiştirebilirsiniz. Bu bir değişimdir, para iadesi yapılmaz.

Eve teslimat bayimize 50 km mesafeye kadar ücretsizdir; daha uzak mesafelerde km başına 2 TL'dir.`,

    `Servis

Sadece Mazda ve Subaru değil, tüm marka ve modellere servis veriyoruz. Fiyatlar: sentetik yağ değişimi 69,95 TL, lastik rotasyonu 29,95 TL, araç muayenesi 35 TL, fren balatası aks başına 189 TL'den başlar. Geri çağırma kapsamındaki onarımlar ücretsizdir.

Servis randevunuzu online ya da servis danışmanını arayarak alın. 2 saatten uzun süren onarımlarda önceden rezervasyon yaptırırsanız ücretsiz ikame araç veriyoruz ya da ücretsiz servis aracımız sizi 10 km içinde istediğiniz yere bırakıyor.

Beklerken dinlenme salonumuzda ücretsiz wifi, kahve ve çocuk köşesi var.`,
  ],
  questions: [
    { text: 'cumartesi showroom kacta kapaniyor', expect: ['18.00'] },
    { text: 'servis pazar acik mi', expect: ['pazar günleri kapalıdır'] },
    { text: 'sifir arabada faiz ne kadar', expect: ['%3,9'] },
    { text: 'takas yapiyor musunuz', expect: ['her aracı alırız'] },
    { text: 'yag degisimi kac para', expect: ['69,95 TL'] },
    { text: 'test surusu icin araci eve getirebilir misiniz', expect: ['20 km'] },
    { text: 'dosya masrafi aliyor musunuz', expect: ['399 TL'] },
    { text: 'ikinci ellerde garanti var mi?', expect: ['12.000 km'] },
    { text: 'kredi notum kotu yine de kredi cikar mi', expect: ['programlar'] },
    { text: 'neredesiniz', expect: ['Gölkıyısı Bulvarı No: 4500'] },
    { text: 'araba kredisi en fazla kac ay vadeli', expect: ['72 ay'] },
    { text: 'arabayi eve teslim ediyor musunuz', expect: ['50 km'] },
    { text: 'ikinci el arabayi begenmezsem iade edebilir miyim', expect: ['5 gün'] },
    { text: 'pesinat vermem sart mi', expect: ['peşinat şartı aranmaz'] },
    { text: 'servisin telefonu', expect: ['(555) 870-3311'] },
    { text: 'toyota gibi baska markalara da bakiyor musunuz', expect: ['tüm marka'] },
    { text: 'araba tamirdeyken bana arac veriyor musunuz', expect: ['ikame araç'] },
    { text: 'hangi markalari satiyorsunuz', expect: ['Mazda'] },
    { text: 'ikinci ellerin tramer kaydini veriyor musunuz', expect: ['TRAMER'] },
    { text: 'fren balatasi ne kadar', expect: ['189 TL'] },
    {
      text: 'test surusu ne kadar suruyor yanimda ne getireyim',
      expect: ['30 dakika', 'ehliyet'],
    },
    { text: 'leasingde km secenekleri neler', expect: ['12.000 km kullanım'] },
    { text: 'on onay kredi notumu dusurur mu', expect: ['etkilemez'] },
    { text: 'takas teklifi kac gun gecerli', expect: ['7 gün'] },
    { text: 'geri cagirma onarimi ucretli mi?', expect: ['ücretsizdir'] },
    { text: 'arac muayenesi ne kadar', expect: ['35 TL'] },
    {
      text: 'ikinci elde faiz kac ve vade secenekleri neler',
      expect: ['%5,9', '24 ile 72 ay'],
    },
    {
      text: 'Arabamın kredi borcu bitmedi, yine de takasa verebilir miyim?',
      expect: ['kalan krediyi'],
    },
    { text: 'bekleme salonunda wifi var mi', expect: ['wifi'] },
    { text: 'otoyoldan hangi cikistan cikmam lazim', expect: ['12 numaralı çıkış'] },
    { text: 'pazar kacta aciyorsunuz', expect: ['11.00'] },
    { text: 'motosiklet satiyor musunuz', unanswerable: true },
    { text: 'gunluk arac kiralama var mi', unanswerable: true },
    { text: 'arabayi bitcoinle alabilir miyim', unanswerable: true },
    { text: 'cam filmi yapiyor musunuz', unanswerable: true },
    { text: 'dis beyazlatma ne kadar', unanswerable: true, probes: 'clinic' },
    { text: 'tek koçluk seansı kaç para', unanswerable: true, probes: 'coach' },
    { text: 'daire kiralama basvuru ucreti ne kadar', unanswerable: true, probes: 'realty' },
  ],
};
