import type { EvalBusiness } from '../../types';

export const realEstate: EvalBusiness = {
  id: 'realty',
  name: 'Cedar & Stone Gayrimenkul',
  knowledge: [
    `Cedar & Stone Gayrimenkul, 2004'ten beri Millbrook ve çevresindeki Eastfield, Oakridge ve Lower Vale'e hizmet veren bağımsız bir emlak ofisidir. Ev almak, satmak ve kiralamak isteyenlere yardımcı oluyor, ev sahipleri için kiralık mülk yönetimi yapıyoruz.

Ofisimiz Çarşı Meydanı No: 19, Millbrook adresinde, Millbrook Tasarruf Bankası'nın üst katındadır. Ofis saatlerimiz Pazartesi–Cuma 09.00–18.00, Cumartesi 10.00–16.00. Ev gezmeleri hafta içi akşamları 20.00'ye kadar, Pazar günleri ise randevuyla ayarlanabilir.

Bizi (555) 430-1200 numarasından arayın ya da team@cedarstone.example adresine yazın. Danışmanlarımız Türkçenin yanı sıra İngilizce, Lehçe ve Portekizce konuşuyor.`,

    `Evinizi satmak

Ücretsiz değerleme: talebinizden sonraki 48 saat içinde bir danışmanımız gelip evinizi ücretsiz olarak değerler. Sadece kabaca bir fikir edinmek istiyorsanız, web sitemizdeki online değerleme 2 dakika sürer.

Komisyonumuz nihai satış fiyatının %2,5'idir ve sadece satış tamamlandığında ödenir: satış yoksa ücret de yok. Buna profesyonel fotoğraf çekimi, kat planı, 3D sanal tur, sahibinden.com ve Hepsiemlak ilanları ve açık ev günleri dahildir.

Yetki sözleşmemiz en az 12 hafta sürer. Bu süreden sonra 14 gün önceden haber vererek istediğiniz zaman sözleşmeyi feshedebilirsiniz.

Geçen yıl Millbrook'ta ilana koyduğumuz evler ortalama 38 günde satıldı.`,

    `Ev almak

Alıcılar bize hiçbir ücret ödemez: komisyonumuzu satıcı öder. Aramanıza uyan yeni ilanlardan haberdar olmak için web sitemize kayıt olun.

Ev gezmelerini online ya da telefonla ayarlayabilirsiniz; her gezmeye bir danışmanımız eşlik eder.

Teklif vermek için danışmanınıza söylemeniz yeterli, teklifinizi satıcıya yazılı olarak iletiriz. Her teklifle birlikte ödeme gücü belgesi ya da bankadan konut kredisi ön onay yazısı istiyoruz. Bölgemizde fiyatın %1 ile %3'ü arasında kapora verilmesi olağandır.

Konut kredisi mi lazım? Keystone Mortgages'tan bağımsız kredi danışmanı Jordan Ellis ile çalışıyoruz. Jordan ile ilk görüşme ücretsizdir ve hiçbir yükümlülük getirmez.`,

    `Kiralama

Evlerimizden birini kiralamak için online başvuru formunu doldurun. Yetişkin başına 40 TL başvuru ücreti alınır; bu ücret kredi notu ve geçmiş kontrolünü karşılar. Hane gelirinin aylık kiranın en az üç katı olmasını bekliyoruz.

Depozito bir aylık kira tutarındadır, ilk ayın kirası ise kira sözleşmesi imzalanırken ödenir. Standart kira sözleşmeleri 12 aylıktır; bazı eşyalı dairelerde 6 aylık sözleşme de sunuyoruz.

Evcil hayvanlar kiralık evlerimizin çoğunda kabul edilir, her durum ayrıca değerlendirilir; evcil hayvan depozitosu 300 TL'dir.

Kira banka havalesiyle ya da kiracı portalından ödenir. Kartla ödemelerde %2,9 işlem ücreti alınır.

Arızalar: kiracılar arızaları kiracı portalından bildirir. Su kaçağı, kaloriferin çalışmaması ya da kapıda kalma gibi acil durumlarda 7/24 teknik destek hattımızı arayın: (555) 430-1299.

Ev sahipleri için: tam mülk yönetimi, tahsil edilen aylık kiranın %8'idir. Kiracıyı bulup kontrol ettiğimiz, gerisini sizin yönettiğiniz kiracı bulma hizmetimizin ücreti bir aylık kiradır.`,
  ],
  questions: [
    { text: 'satista ne kadar komisyon aliyorsunuz', expect: ['%2,5'] },
    { text: 'degerleme ucretsiz mi?', expect: ['ücretsiz olarak değerler'] },
    { text: 'cumartesi ofis saatleri', expect: ['16.00'] },
    { text: 'ofisiniz nerede', expect: ['Çarşı Meydanı No: 19'] },
    { text: 'pazar gunu ev gezebilir miyim', expect: ['randevuyla'] },
    { text: 'kiralama basvuru ucreti ne kadar', expect: ['40 TL'] },
    { text: 'sizden ev kiralamak icin ne kadar kazanmam lazim', expect: ['üç katı'] },
    { text: 'kiralamada depozito ne kadar?', expect: ['bir aylık kira'] },
    { text: 'dairede kopek besleyebilir miyim', expect: ['300 TL'] },
    { text: 'alici olarak size bir sey oduyor muyum', expect: ['hiçbir ücret ödemez'] },
    { text: 'konut kredisi bulmama yardim eder misiniz', expect: ['Jordan Ellis'] },
    { text: 'mulk yonetimi ucretiniz ne kadar', expect: ['%8'] },
    { text: 'hangi bolgelere bakiyorsunuz', expect: ['Eastfield'] },
    { text: 'bir ev genelde kac gunde satiliyor', expect: ['38 gün'] },
    { text: 'evimi satarsaniz neler dahil', expect: ['fotoğraf'] },
    { text: 'mutfak lavabosu su kaciriyor kimi aramam lazim', expect: ['(555) 430-1299'] },
    { text: 'kirayi kredi kartiyla odeyebilir miyim', expect: ['%2,9'] },
    { text: 'en kisa kira suresi?', expect: ['12 aylık'] },
    { text: 'lehce konusan var mi', expect: ['Lehçe'] },
    { text: 'bir eve nasil teklif veririm', expect: ['yazılı olarak'] },
    { text: 'sizinle yaptigim yetki sozlesmesini nasil feshederim', expect: ['14 gün önceden'] },
    { text: 'telefon no', expect: ['(555) 430-1200'] },
    { text: 'evimin kac para ettigini online ogrenebilir miyim', expect: ['2 dakika'] },
    { text: 'ne kadar kapora vermem gerekiyor', expect: ['%1 ile %3'] },
    {
      text: 'sadece dairem icin kiraci bulmanizi istiyorum, ucreti ne?',
      expect: ['kiracı bulma hizmetimizin'],
    },
    { text: 'ilk ayin kirasi ne zaman odeniyor', expect: ['sözleşmesi imzalanırken'] },
    { text: 'sahibinden de ilan veriyor musunuz', expect: ['sahibinden.com'] },
    { text: 'is cikisi aksam ev gezebilir miyiz?', expect: ['20.00'] },
    { text: 'kac yildir bu isi yapiyorsunuz', expect: ['2004'] },
    {
      text: 'gecmis kontrolu yapiyor musunuz ve basvuru ne kadar',
      expect: ['geçmiş kontrolü', '40 TL'],
    },
    { text: 'mail adresiniz?', expect: ['team@cedarstone.example'] },
    { text: 'ticari ofis satiyor musunuz', unanswerable: true },
    { text: 'su an 300 binin altinda 3+1 ev var mi', unanswerable: true },
    { text: 'nakliyat firmasi onerebilir misiniz', unanswerable: true },
    { text: 'airbnb gunluk kiralik ev yonetimi yapiyor musunuz', unanswerable: true },
    { text: 'yag degisimi ne kadar', unanswerable: true, probes: 'dealer' },
    { text: 'kanal tedavisi ne kadar tutuyor', unanswerable: true, probes: 'clinic' },
    { text: 'Hafta sonu için çadır kiralayabilir miyim?', unanswerable: true, probes: 'shop' },
  ],
};
