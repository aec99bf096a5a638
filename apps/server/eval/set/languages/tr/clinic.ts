import type { EvalBusiness } from '../../types';

export const clinic: EvalBusiness = {
  id: 'clinic',
  name: 'Brightside Dental',
  knowledge: [
    `Brightside Dental Hakkında

Brightside Dental, Riverton'da bir aile diş kliniğidir. Dr. Amelia Novak ve Dr. Samuel Okafor 2009'dan beri her yaştan hastaya bakıyor; çocuğunuzun ilk diş kontrolünden implant ve protezlere kadar. Çocukları bir yaşını doldurduktan sonra kabul ediyoruz.

Çalışma saatleri
Pazartesi–Çarşamba: 08.00–17.00
Perşembe: 08.00–19.00 (gündüz çalışanlar için akşam geç saate kadar)
Cuma: 08.00–14.00
Cumartesi: 09.00–13.00, sadece randevuyla
Pazar günleri ve resmi tatillerde kapalıyız.

Bize ulaşım
Adresimiz: Liman Caddesi No: 214, Daire 3, Riverton. Klinik, Liman Tıp Merkezi binasının ikinci katındadır, Riverton Merkez Kütüphanesi'nin tam karşısında. Binada asansör var ve sokaktan basamaksız giriş mevcut; tekerlekli sandalye ve bebek arabasıyla rahatça gelebilirsiniz.

Hastalarımız binanın arkasındaki otoparka ücretsiz park edebilir; bariyerde randevu kartınızı göstermeniz yeterli. 4 ve 11 numaralı otobüsler, iki dakika yürüme mesafesindeki Liman/3. Sokak durağında duruyor.

İletişim
Bizi (555) 214-7788 numarasından arayabilir ya da hello@brightsidedental.example adresine e-posta gönderebilirsiniz. Mesai saatleri dışında sesli mesaj bırakın, bir sonraki iş günü sizi geri arayalım.`,

    `Tedaviler ve fiyatlar

Kontrol ve temizlik: profesyonel temizlikli (diş taşı temizliği ve cila) rutin muayene yetişkinler için 145 TL, 14 yaş altı çocuklar için 95 TL. Röntgen sadece gerektiğinde çekilir ve ücrete 60 TL eklenir. Tam röntgen setiyle yeni hasta muayenesi 210 TL.

Dolgu: diş renginde kompozit dolgu kullanıyoruz, diş başına 180 TL'den başlayan fiyatlarla. Çocuklar için fissür örtücü diş başına 45 TL.

Diş beyazlatma: klinikte beyazlatma yaklaşık 90 dakika sürer ve 450 TL'dir. Evde kullanılan beyazlatma plakları 290 TL'dir, sonuç iki-üç haftada alınır.

Kuron: porselen kuron diş başına 1.250 TL'dir ve genellikle iki hafta arayla iki seans sürer.

Kanal tedavisi ön diş için 850 TL'den azı dişi için 1.150 TL'ye kadardır, kuron hariç.

İmplant: kuronuyla birlikte tek implant 3.900 TL'den başlar. İmplant muayenesi ücretsizdir.

Şeffaf plak: Invisalign tedavisi 4.200 TL'den başlar, muayene ve tarama ücretsiz.`,

    `Sigorta ve ödeme

Delta Dental, Cigna, MetLife ve Aetna ile anlaşmalıyız. Faturayı doğrudan sigorta şirketinize keseriz, siz o gün sadece katılım payınızı ödersiniz. Diğer sigortalarla anlaşmamız yok: ödemeyi bize yaparsınız, biz de masraf iadesi için doldurulmuş formları size veririz. SGK anlaşmamız yoktur.

Nakit, tüm yaygın kredi ve banka kartları, Apple Pay ve Google Pay kabul ediyoruz. Çek kabul etmiyoruz.

500 TL üzerindeki tedaviler, anlaşmalı partnerimiz Medikredi aracılığıyla 12 ay faizsiz taksitlendirilebilir. Resepsiyona sormanız yeterli, başvuru yaklaşık beş dakika sürer.

Sigortanız yok mu? Brightside Gülüş Planı aylık 29 TL'dir; yılda iki kontrol ve temizlik, röntgenler ve diğer tüm tedavilerde %15 indirim içerir.`,

    `Randevular

Online olarak brightsidedental.example/book adresinden, telefonla ya da resepsiyondan randevu alabilirsiniz. Yeni hastalarımızı her zaman bekleriz; ilk muayene yaklaşık bir saat sürer.

İlk muayenenize lütfen fotoğraflı kimlik belgenizi, sigorta kartınızı ve kullandığınız ilaçların listesini getirin ve sağlık formunu doldurmak için 10 dakika erken gelin.

İptaller: randevunuzu iptal etmek ya da ertelemek için lütfen en az 24 saat önceden haber verin. Geç iptallerde ve gelinmeyen randevularda 50 TL ücret alınır. 15 dakikadan fazla gecikirseniz randevunuzu ertelememiz gerekebilir.

Acil durumlar: diş ağrısı, kırık diş veya şişlik durumunda saat 10.00'dan önce arayın, sizi aynı gün görelim. Çalışma saatleri dışında acil hattımız: (555) 214-7799.

Dişçiden mi korkuyorsunuz? Seans başına 75 TL'ye diazot monoksit (gülme gazı) uyguluyoruz, kulaklığınızı da getirebilirsiniz. Dr. Okafor Fransızca, diş hijyenistimiz Lucia ise İspanyolca konuşuyor.`,
  ],
  questions: [
    { text: 'persembe kacta kapaniyorsunuz', expect: ['19.00'] },
    { text: 'cumartesi acik misiniz?', expect: ['13.00'] },
    { text: 'klinik nerede', expect: ['Liman Caddesi No: 214'] },
    { text: 'Otopark var mı?', expect: ['binanın arkasındaki otopark'] },
    { text: 'dis temizligi ne kadar', expect: ['145 TL'] },
    { text: 'cocuk icin kontrol ucreti?', expect: ['95 TL'] },
    { text: 'delta dental geciyor mu sizde', expect: ['anlaşmalıyız'] },
    { text: 'İmplantı taksitle ödeyebilir miyim?', expect: ['12 ay faizsiz'] },
    { text: 'beyazlatma fiyati', expect: ['450 TL'] },
    { text: 'iptal kurallari neler', expect: ['24 saat'] },
    { text: 'randevuya gidemezsem ne oluyo', expect: ['50 TL'] },
    { text: 'Dişim çok fena ağrıyor, bugün bakabilecek biri var mı?', expect: ['aynı gün'] },
    { text: 'telefon numarasi?', expect: ['(555) 214-7788'] },
    { text: 'sgk gecerli mi', expect: ['SGK anlaşmamız yoktur'] },
    { text: 'İlk muayeneye ne getirmem lazım?', expect: ['fotoğraflı kimlik'] },
    {
      text: 'kuron kac para ve kac seansta bitiyo',
      expect: ['1.250 TL', 'iki seans'],
    },
    { text: 'arka azı dişine kanal tedavisi fiyatı', expect: ['1.150 TL'] },
    { text: 'oglumu kac yasindan itibaren getirebilirim?', expect: ['bir yaşını'] },
    { text: 'acikcasi disciden olesiye korkuyorum', expect: ['gülme gazı'] },
    { text: 'Diş sigortam yok, bir plan falan var mı?', expect: ['29 TL'] },
    { text: 'mesai disi acil numara', expect: ['(555) 214-7799'] },
    { text: 'apple pay ile odeyebilir miyim', expect: ['Apple Pay'] },
    { text: 'tekerlekli sandalyeyle girilebiliyor mu', expect: ['basamaksız'] },
    { text: 'hangi otobus gidiyor oraya', expect: ['4 ve 11'] },
    { text: 'ilk randevu ne kadar suruyor', expect: ['yaklaşık bir saat'] },
    { text: 'ispanyolca bilen var mi?', expect: ['İspanyolca'] },
    { text: 'invisalign ne kadar', expect: ['4.200 TL'] },
    { text: 'dolgu kac para, rontgen ne kadar?', expect: ['180 TL', '60 TL'] },
    { text: 'Online randevu alınıyor mu?', expect: ['brightsidedental.example/book'] },
    { text: 'gec kalirsam ne olur', expect: ['15 dakika'] },
    { text: 'cek kabul ediyor musunuz', expect: ['Çek kabul etmiyoruz'] },
    { text: 'pazartesi sabah kacta aciyorsunuz', expect: ['08.00'] },
    { text: 'Botoks yapıyor musunuz?', unanswerable: true },
    { text: 'binada eczane var mi', unanswerable: true },
    { text: 'isitme testi ne kadar', unanswerable: true },
    { text: 'uyku apnesi tedavisi yapiyor musunuz', unanswerable: true },
    {
      text: 'arabayi 60 ay vadeyle alsam faiz orani ne olur',
      unanswerable: true,
      probes: 'dealer',
    },
    { text: 'trekking botunu kac gun icinde iade edebilirim', unanswerable: true, probes: 'shop' },
    {
      text: 'evimi satarken ne kadar komisyon aliyorsunuz',
      unanswerable: true,
      probes: 'realty',
    },
  ],
};
