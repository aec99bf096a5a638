import type { EvalBusiness } from '../../types';

export const coach: EvalBusiness = {
  id: 'coach',
  name: 'Clara Mendes Kariyer Koçluğu',
  knowledge: [
    `Hakkımda

Ben Clara Mendes, sertifikalı bir kariyer koçuyum (ICF Professional Certified Coach). Koçluğa başlamadan önce 15 yıl insan kaynakları ve işe alım alanında çalıştım. Kariyerinin ortasındaki profesyonellere kariyer değiştirme, iş görüşmelerine hazırlanma, maaş pazarlığı ve yöneticilik rollerine geçiş konularında yardımcı oluyorum. Şirketlere de atölye çalışmaları düzenliyorum.

Nerede görüşüyoruz: seanslar Zoom üzerinden online ya da Söğüt Sokak No: 7, Daire 2B, Brookhaven adresindeki ofisimde yüz yüze yapılır. Yüz yüze seanslar sadece salı ve perşembe günleri mümkündür.

Ne zaman: Salı–Cuma 08.00–18.00 arası ve cumartesi sabahları 09.00–12.00 arası, Türkiye saatiyle çalışıyorum. Pazar ve pazartesi günleri çalışmıyorum.

İletişim: clara@claramendes.example adresine e-posta gönderin ya da (555) 602-4411 numarasına mesaj atın. Her mesaja bir iş günü içinde dönüş yapıyorum. Koçluk seanslarını Türkçe, İngilizce ve Portekizce yapıyorum.`,

    `Paketler ve fiyatlar

Tanışma görüşmesi: birlikte çalışmaya uygun olup olmadığımızı görmek için ücretsiz 20 dakikalık bir görüşme. Web sitemden randevu alabilirsiniz.

Tek seans: 60 dakika, 180 TL.

Kariyer Değişimi Programı: 3 ay boyunca 6 seans, seanslar arası e-posta desteğiyle, 960 TL.

Mülakata Hazırım: kayda alınan bir deneme mülakatı ve yazılı geri bildirim dahil 3 seans, 480 TL.

CV ve LinkedIn incelemesi: 220 TL. Yazılı değerlendirmem 5 iş günü içinde elinizde olur, bir tur düzeltme dahildir.

Maaş pazarlığı seansı: rakamlarınızı ve konuşma metninizi hazırlamak için 90 dakika, 240 TL.

Kurumsal atölyeler: en fazla 20 katılımcı için yarım gün 2.500 TL'den başlayan fiyatlarla.

Ödeme: kredi kartı, PayPal ve havale kabul ediyorum, şirketlere fatura kesiyorum. Programlar ek ücret olmadan 3 aylık taksitle ödenebilir. Birçok işveren koçluk masrafını karşılıyor; masraf beyanınız için size makbuz veriyorum. Şu anda işsiz olanlar için %30 indirimli birkaç kontenjan ayırıyorum.`,

    `Nasıl işliyor

Randevu: tanışma görüşmesinden sonra seanslarınızı online takvimimden kendiniz ayarlıyorsunuz.

Seanstan 24 saat öncesine kadar erteleme ve iptal ücretsizdir. Daha geç iptaller ve gelinmeyen seanslar kullanılmış seans sayılır.

İade: bir programın ilk seansından sonra size uygun olmadığını düşünürseniz, kalan seansların ücretini tamamen iade ederim. Tek seanslarda iade yapılmaz.

Programlar satın alındıktan sonraki 6 ay içinde kullanılmalıdır.

Gizlilik: paylaştığınız her şey aramızda kalır. İzniniz olmadan işvereninizle ya da başka biriyle asla iletişime geçmem.`,
  ],
  questions: [
    { text: 'bir seans ne kadar', expect: ['180 TL'] },
    { text: 'ilk gorusme ucretsiz mi?', expect: ['20 dakikalık'] },
    { text: 'yuz yuze seans yapiyor musunuz', expect: ['Söğüt Sokak No: 7'] },
    { text: 'programi taksitle odeyebilir miyim', expect: ['3 aylık taksit'] },
    { text: 'iptal politikaniz ne', expect: ['24 saat'] },
    { text: 'hafta sonu musait misiniz', expect: ['cumartesi sabahları'] },
    { text: 'bir seans kac dakika', expect: ['60 dakika'] },
    { text: 'cv mi incelemek icin ne kadar aliyorsunuz', expect: ['220 TL'] },
    { text: 'cv incelemesi kac gunde biter', expect: ['5 iş günü'] },
    {
      text: 'zam pazarligi konusunda yardim ediyor musunuz ucreti ne',
      expect: ['240 TL'],
    },
    { text: 'Şirketlerle çalışıyor musunuz?', expect: ['2.500 TL'] },
    { text: 'bana uymazsa param iade olur mu', expect: ['kalan seansların'] },
    { text: 'portekizce konusuyor musunuz', expect: ['Portekizce'] },
    { text: 'hangi saat dilimine gore calisiyorsunuz', expect: ['Türkiye saati'] },
    { text: 'size nasil ulasirim', expect: ['clara@claramendes.example'] },
    { text: 'kariyer degisimi programinda neler var', expect: ['6 seans'] },
    { text: 'deneme mulakati yapiyor musunuz', expect: ['480 TL'] },
    { text: 'isverenim odeyebilir mi? makbuz lazim', expect: ['makbuz'] },
    { text: 'isimi kaybettim indirim var mi?', expect: ['%30 indirimli'] },
    {
      text: 'patronuma is aradigimi soylemezsiniz degil mi',
      expect: ['asla iletişime geçmem'],
    },
    { text: 'aldigim seanslari ne zamana kadar kullanmam lazim', expect: ['6 ay'] },
    { text: 'sertifikaniz var mi?', expect: ['ICF'] },
    { text: 'pazartesi calisiyor musunuz', expect: ['Pazar ve pazartesi'] },
    { text: 'maillere ne kadar surede donuyorsunuz', expect: ['bir iş günü'] },
    { text: 'paypal ile odeyebilir miyim', expect: ['PayPal'] },
    { text: 'seansa gelemezsem ne olur', expect: ['kullanılmış seans'] },
    { text: 'gecmisiniz ne, deneyiminiz var mi', expect: ['15 yıl'] },
    { text: 'nasil randevu alirim', expect: ['online takvim'] },
    { text: 'cuma gunu yuz yuze gorusebilir miyiz?', expect: ['salı ve perşembe'] },
    {
      text: 'mulakat paketi ne kadar ve kac seans',
      expect: ['480 TL', '3 seans'],
    },
    { text: 'maas pazarligi seansi kac dakika', expect: ['90 dakika'] },
    { text: 'ispanyolca kocluk yapabilir misiniz', expect: ['İngilizce ve Portekizce'] },
    { text: 'kaygi bozuklugu icin terapi yapiyor musunuz', unanswerable: true },
    { text: 'kendi isini kurmak isteyenlere yardim ediyor musunuz', unanswerable: true },
    {
      text: 'lisedeki cocuguma universite bolum secimi icin yardim eder misiniz',
      unanswerable: true,
    },
    { text: 'hemsirelere yonelik grup koclugu var mi', unanswerable: true },
    { text: 'delta dental sigortasi geciyor mu', unanswerable: true, probes: 'clinic' },
    { text: 'hizli kargo ucreti ne kadar', unanswerable: true, probes: 'shop' },
    { text: 'sifir arabada dosya masrafiniz ne kadar', unanswerable: true, probes: 'dealer' },
  ],
};
