import type { LanguageCode } from '@frontdesk/contracts';

/**
 * Words of a customer's question that carry no topic, in each language but English (whose list,
 * with its vocabulary, is retrieval/typed-words.ts): greetings, thanks, "please", "I would like to
 * know", "can you tell me". The Snowball stemmers already drop each language's function words
 * ("de", "la", "und", "het"); these are the conversational words they keep, which would otherwise
 * count as things the customer asked about and make a good answer look partial. Polish and
 * Japanese have no stemmer's list: Polish lists its function words here too, and a Japanese
 * question's hiragana (particles and endings) is left out by its tokenizer.
 * Question words ("quand", "wann") are here too, as English's are among its stop words: what a
 * question asks about is in its other words, or in the phrase that evokes a concept
 * (retrieval/language-concepts/), read before these are left out.
 * Each list then has the kinds of words English's list has (typed-words.ts), written for the
 * language by a writer who saw neither the engine's rules nor the evaluation sets: how a customer
 * addresses the business, light and modal verbs ("gebeurt", "costuma", "passiert"), hedges and
 * adverbs ("meestal", "normalmente", "ungefähr"), chat abbreviations ("cmq", "blz", "pzdr") and
 * nouns that name no topic ("beleid", "opción", "Möglichkeit"); never a word whose common sense
 * in a customer's question is a topic ("bon" is also a voucher, "vezes" instalments).
 * Written folded (lower case, no accents), as they are compared.
 */
const list = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

export const FILLER_WORDS_BY_LANGUAGE: Record<Exclude<LanguageCode, 'en'>, Set<string>> = {
  es: list(`hola buenas buenos dias tardes noches gracias favor porfa porfavor pf saludos
    quiero queria quisiera querria saber preguntar pregunta duda consulta podria podrian puede
    pueden puedo podemos decir decirme informacion info necesito tienen tiene hay alguien
    usted ustedes vosotros vosotras vale ok oye mira bueno
    vos ud uds vd conmigo contigo cuales ser sido siendo haber tener poder puedes podrias
    podriamos pueda puedan deber debo debe deben debes deberia falta necesita necesitan
    necesitas necesario necesaria querer quieres quiere quieren queremos gustaria ir voy vas
    va vamos van venir vengo viene vienen venga conseguir obtener hacer hago hace hacen
    hacemos haria haga hagan poner pongo ver veo ve vemos mirar mire buscar busco buscando
    sabe saben sabes sabemos dice dicen digo dime diga digame contarme explicar explicarme
    informarme indicarme pasa pasar sucede ocurre dar da dan dame deme permite permiten
    intentar posible posiblemente posibilidad suele suelen creo supongo entiendo realmente
    normalmente generalmente solo solamente todavia aun quizas quiza talvez tal vez veces
    igual aproximadamente aprox exactamente bastante demasiado tan casi menos siempre nunca
    mucha muchas muchisimo poca pocos varios alguna algun alguno ningun ninguna ninguno
    nadie cualquier cualquiera toda todas cada mismo misma aunque sino pues entonces luego
    ademas incluso tampoco asi mientras segun hacia dentro u osea despues ahora pronto aqui
    alli ahi alla aca acerca respecto buen cordialmente atentamente agradeceria agradezco
    amable disculpe disculpa perdon ey genial perfecto okey dale claro grax xfa porfi plis
    pls pq xq q k tmb tb d pa jaja jajaja etc oiga eh estimado estimados senor senora
    preguntaba preguntas consultar consultas dudas breve curiosidad interesa interesaria
    cosa cosas forma manera modo tipo opcion opciones politica norma regla situacion caso
    tema asunto`),
  fr: list(`bonjour bonsoir salut merci svp stp plait voudrais voudrait veux savoir demander
    question renseignement renseignements pourriez pouvez peux puis dire besoin avez avoir
    quelqu est-ce ok daccord alors bien madame monsieur cordialement
    comment quand quel quelle quels quelles pourquoi
    les cet cette celui celle ceux celles ceci cela ca ci ils elles leurs quoi dont lequel
    tiens rien tout tous toute toutes chaque chacun autre autres aucun aucune certains
    certaines plusieurs quelque quelques etre pouvoir peut pouvons peuvent pourrais pourrait
    vouloir veut voulez voulais veuillez dois doit devez devrais devrait faut faudrait
    souhaite souhaiterais souhaiterait souhaitez aimerais aimerait aller vais va allons
    allez vont venir viens vient venez faire fais fait faites prendre prend prenez pris
    mettre met regarde chercher cherche voir vu sais sait savez dis dit dites donne donnez
    laissez essayer obtenir aider indiquez expliquez demande demandais demandez possible
    vraiment tres trop assez beaucoup peu plus moins habituellement generalement normalement
    general souvent parfois toujours jamais encore deja aussi egalement probablement environ
    approximativement pres exactement precisement plutot presque juste seulement uniquement
    simplement actuellement maintenant bientot ensuite partout ailleurs ici importe
    eventuellement surtout donc puisque lorsque comme si sinon pourtant cependant parce
    ainsi afin bref enfin ni apres avant pendant depuis jusqu vers chez sans entre contre
    selon sauf concernant quant autour lorsqu puisqu voila chose choses truc facon maniere
    type types genre sorte questions option options politique possibilite information
    informations info infos situation cas sujet propos exemple hello hey coucou cc slt bjr
    re oui non ouais okay dac euh ah oh bah ben hein mdr lol haha dsl desole desolee excusez
    excuse pardon remercie remerciements salutations bonne mesdames messieurs curieux
    curieuse interesse interessee sil ya jsp bcp tt tjrs qqn qqch pk pq mtn ptetre`),
  de: list(`hallo guten tag morgen abend moin servus danke bitte gerne mochte mochten will
    wissen frage fragen gibt konnen konnten konnen kann konnte sagen brauche haben habe
    jemand ok okay mal eigentlich grusse wann warum wieso weshalb habt
    furs ans aufs ins ums ubers unters vors beim vom zum zur
    unsere unserem unseren unserer unseres jemanden jemandem niemand irgendwer irgendwas
    irgendein irgendeine selber deren denen sowas ne nen n s seid sei hast kannst durfen
    darf darfst mussen musst sollen willst mogen mag brauchen braucht benotige benotigen
    benotigt gehen geht gehts gibts kommen komme kommt bekommen bekomme bekommt kriegen
    mache macht gemacht tun tut nehmen nimmt schauen gucken sehen sieht weiss weisst wusste
    sage gesagt geben lassen lasst versuchen versuche passiert moglich stimmt gilt wirklich
    ganz ziemlich eher besonders bisschen wenig genug mehr meisten viele vielen
    normalerweise ublicherweise gewohnlich meistens meist generell allgemein grundsatzlich
    tatsachlich uberhaupt bloss gerade schon bereits ebenfalls vielleicht eventuell evtl
    moglicherweise wahrscheinlich bestimmt ungefahr etwa ca circa genau immer nie oft haufig
    manchmal irgendwo irgendwann irgendwie uberall momentan derzeit zurzeit vorher nachher
    danach dabei dafur darauf daruber deshalb trotzdem halt eben wohl ubrigens nochmal dass
    falls seit beziehungsweise bzw sowie ab ausser ausserhalb innerhalb neben bezuglich bzgl
    wegen pro je per ding dinge sache sachen art weise anfrage anliegen option optionen
    moglichkeit moglichkeiten regel regeln regelung richtlinien information informationen
    infos auskunft situation fall thema gefragt interessiert glaube denke erklaren hi hey
    tschuss gruss grussen freundlichen liebe lieber liebes geehrte dank dankeschon vielmals
    gern bitten entschuldigung entschuldigen sorry vorab voraus ja nein nee gut lg vg mfg
    thx pls plz btw ggf usw etc zb z b dh d h lol haha hmm aha achso ach oh ah fuer ueber
    koennen koennte moechte moechten wuerde wuerden waere haette muessen gruesse weiß gruß
    gruße außer außerhalb bloß`),
  pt: list(`ola oi bom boa dia tarde noite obrigado obrigada favor pfv gostaria queria quero
    saber perguntar pergunta duvida informacao info podem pode posso poderia dizer preciso
    tem tenho alguem ok beleza entao onde porque vc vcs
    mim comigo contigo conosco consigo ti vossa ce senhor senhora senhores sr sra gente lo
    la los las disso nisso neste nesta nesse nessa deste desta desse dessa algo algum alguma
    alguns algumas nada ninguem nenhum nenhuma tudo todo toda todos todas cada outro outra
    outros outras qualquer tal uns umas varios varias quais ser sendo estar to ta tava ter
    tens haver havia existe existem podemos poderiam podia poder possa consegue conseguem
    conseguir deve devem devo deveria precisa precisam precisar necessario quer querem
    quiser ir vou vai vao vamos indo vir vem venho fazer faz fazem faco feito dar deixar
    deixa deixe tentar obter levar leva ver veja vi olhar olha sei sabe diz falar fala
    acontecer acontece aconteceu acho pensando perguntando procurando interessado explicar
    entendi possivel possibilidade possibilidades realmente bem bastante demais pouco poucos
    muita muitos muitas mt tao quase aproximadamente exatamente apenas somente talvez
    provavelmente normalmente geralmente costuma costumam sempre nunca atualmente ainda
    agora aqui ai assim inclusive menos verdade vdd pra pro sobre dentro atras junto acima
    abaixo antes durante desde enquanto porem pois caso oie tchau td tb tbm blz obg
    obrigados valeu vlw agradeco gentileza pfvr porfavor pf att desculpa desculpe sim certo
    claro certeza ctz perfeito otimo ne ah kkk rs haha tipo pq q n c msm rapidinha coisa
    coisas jeito forma maneira modo questao opcao opcoes politica politicas regra regras
    situacao assunto respeito relacao duvidas perguntas informacoes`),
  it: list(`ciao salve buongiorno buonasera grazie favore piacere vorrei volevo voglio sapere
    chiedere domanda informazione informazioni info potete puo posso potrei dire bisogno
    avete avere qualcuno ok allora quando
    me ce ve cio proprio qualcosa qualche niente nulla nessuno nessuna ognuno ogni chiunque
    qualsiasi alcuni altro altri stesso tutte tutta molti cosa cose qual essere esserci
    stata esiste ecco potere puoi possiamo possono potrebbe potremmo potreste potresti potra
    possibile possibilita eventualmente riuscire riesco devo deve devi dovete dovrei
    dovrebbe bisogna occorre necessario volere vuole vuoi vogliamo volete vorremmo desidero
    piacerebbe andare vado va vai andiamo vanno venire vengo viene prendere prendo mettere
    fare fa fate fatto farmi fammi cerco cercavo cercando vedere vedo so sa sai sapete
    sapresti saprebbe sapermi dico dice detto dirmi dimmi succede succedere capita dare
    dammi darmi chiedo chiedevo domande curiosita informarmi interessa sembra probabilmente
    davvero veramente molto tanto troppo poco po abbastanza parecchio piuttosto solitamente
    solito normalmente generalmente generale genere norma effettivamente attualmente appena
    solo ancora gia pure inoltre forse magari circa esattamente meno sempre mai spesso volta
    volte adesso subito poi dopo prima qui qua altrove ovunque oppure pero quindi dunque
    siccome mentre anzi cioe invece neanche soprattutto fra dentro fuori verso senza durante
    entro oltre riguardo tranne eccetto fino d ulteriore ulteriori cosi no perfavore
    cortesemente gentilmente gentile gentili egregio spettabile sig signor prego scusi scusa
    scusate scusami ringrazio saluti cordiali cordialmente buon buona buondi buonanotte
    arrivederci ehi beh be mah boh eh ah oh tipo insomma comunque vabbe okay perfetto bene
    certo ovviamente sinceramente ecc cmq xke nn grz pls plz thx ahah haha lol modo maniera
    sorta opzione opzioni politica regola regole situazione caso richiesta`),
  nl: list(`hallo hoi goedemorgen goedemiddag goedenavond dag dank bedankt alstublieft aub
    graag wil wilde zou weten vraag vragen informatie info kunnen kunt kan zeggen nodig
    hebben heeft iemand ok oke even wanneer waar welke waarom jullie julie jij jou jouw
    we wij onze hen mezelf jezelf uzelf elkaar mn zn t n z d r k iedereen niemand ieder
    iedere elk elke alle allemaal beide sommige enkele zoiets hetzelfde dezelfde welk bent
    zullen zult zouden hebt kun moeten mogen mag hoeft hoeven wilt gaan ga gaat komen kom
    komt krijgen krijg krijgt maken maakt doe doet neemt kijken kijk kijkt zien zie ziet
    weet zeg zegt vertelt gebeurt gebeurd geven geef geeft laten probeert lukt lukken
    mogelijk bedoel denk dacht vind vinden hoop zoek echt heel hele erg zeer best nogal
    beetje vaak meestal normaal gewoonlijk doorgaans algemeen eigenlijk gewoon net slechts
    alleen vooral zelfs helemaal steeds weer opnieuw ooit nooit soms misschien wellicht
    waarschijnlijk eventueel ongeveer circa ca bijna precies exact juist ergens overal
    nergens wel zeker natuurlijk trouwens sowieso verder daarnaast bovendien anders terwijl
    hoewel tenzij zodat voordat nadat daarom tussen via per vanaf tijdens volgens rond
    vanwege dankzij behalve mee af toe heen hierover daarover waarover erover daarvoor
    waarvoor ervoor daarmee ermee erbij ervan hey hi goeiemorgen goeiemiddag goedendag doei
    groetjes groeten groet vriendelijke mvg gr beste geachte mevrouw meneer dankjewel
    dankuwel thanks thx merci alsjeblieft ajb svp pls plz alvast voorbaat hmm eh nou okee
    okay prima fijn fijne goed nee hoor he lol haha ff effe eventjes idd inderdaad mss evt
    ivm mbt betreft verband betrekking oid ofzo enzo enz etc bijv bijvoorbeeld dergelijke
    benieuwd nieuwsgierig afvragen vraagje informeren inlichtingen ding dingen manier soort
    optie opties beleid regel regels regeling mogelijkheid mogelijkheden situatie geval
    kwestie`),
  pl: list(`dzien dobry czesc witam hej dziekuje dzieki prosze chcialbym chcialabym chce
    wiedziec zapytac pytanie informacja informacje info mozna moge mozecie czy jest sa jak
    co ile gdzie kiedy a i w we z ze na do od po o u za przy dla sie to ten ta te tego tej
    mnie mi mam ma macie nie tak ok jakie jaki jaka wy wam panstwo panstwa panstwu pan pani
    ja ty on ona oni my mna ciebie cie tobie ci jego go mu jej nas nam was ich im siebie
    sobie moj moja moje mojego twoj nasz nasza nasze naszego wasz wasza wasze waszego
    waszych swoj swoja swoje pana panu pania szanowni szanowny tym tych taki taka takie tu
    tutaj tam ktory ktore jakis jakies cos czego nic ktos wszystko wszystkie kazdy inny inne
    sam kilka jestem jestesmy jestescie byc byl bylo bede bedzie beda bedziecie masz mamy
    maja miec mozesz moze mozemy moga moglbym moglabym moglby mozliwe da dalo powinienem
    powinnam powinien trzeba nalezy musze musi musimy potrzebuje potrzeba chcemy chcesz
    chcialem chcialam chodzi przyjsc dostac zrobic robicie wyglada szukam zobaczyc sprawdzic
    wiem wiecie wiesz dowiedziec powiedziec powiedzcie dzieje zdarza dac niech sprobowac
    warto pytam zapytam zastanawiam zastanawialem zastanawialam ciekawi interesuje odnosnie
    prosic poprosic poprosze wdzieczny wdzieczna ale lub albo oraz bo poniewaz wiec dlatego
    jesli jezeli gdy zeby aby by chociaz jednak czyli nawet dlaczego czemu przez przed bez
    podczas okolo poza juz jeszcze wciaz dopiero teraz obecnie aktualnie zawsze nigdy
    czasami zazwyczaj zwykle normalnie ogolnie generalnie wlasciwie wlasnie akurat
    faktycznie naprawde bardzo dosc troche zbyt prawie wiecej mniej bardziej przynajmniej
    ewentualnie chyba pewnie raczej dokladnie tylko prostu tez takze rowniez duzo wiele
    gdzies gdziekolwiek kiedys siema pozdrawiam pzdr dziekujemy thx pls serdecznie
    przepraszam okej oki spoko jasne oczywiscie dobrze super rozumiem no btw np tzn nwm
    rzecz sposob rodzaj typu pytania opcja opcje zasady zasada polityka mozliwosc mozliwosci
    informacji sytuacja kwestia sprawa sprawie temat`),
  tr: list(`merhaba selam gunaydin iyi gunler aksamlar tesekkurler tesekkur ederim lutfen
    rica istiyorum isterim ogrenmek sormak soru bilgi var mi mu mı mü misiniz musunuz
    acaba ok tamam ne neden hangi sizin size sizde sizi sizden
    beni bana benim bende benden sen seni sana senin bizi bize bizim bizde bizden sizinle
    sizler sizlere sizce onlar onlari onu ona onun kendi kendiniz bunu buna bundan bunun
    bunlar bunlari boyle soyle burada buraya burasi orada hepiniz herkes hersey herhangi
    hicbir kimse birisi baska diger ayni butun olmak olur olabilir oluyor olsun olursa
    olarak olan degil varmi varsa yok yoksa misin musun miyim muyum mumkun mumkunse mumkunmu
    etmek eder ediyor ediyorum ediyorsunuz edebilir edebilirim yapmak yapar yapiyor
    yapiyorsunuz yapabilir yapabilirim istemek isterdim isterseniz lazim gerek gerekiyor
    gerekir gerekli ihtiyacim zorunda bilmek biliyor biliyorum bilmiyorum soylemek
    soyleyebilir soyleyin almak alabilir alabilirim alir vermek verebilir gelmek gelebilir
    gitmek gidebilir bakmak bakabilir gormek surer gercekten pek oldukca genelde genellikle
    cogunlukla normalde sadece yalnizca hala zaten ayrica muhtemelen galiba sanirim bence
    yaklasik tamamen kesinlikle ozellikle biraz yine tekrar bile artik simdi sonra once emin
    fakat ancak ragmen nedeniyle gore beri haric disinda icinde arasinda uzerine hakkinda
    ilgili boyunca sirasinda itibaren merhabalar selamlar mrb slm nasilsiniz gorusuruz kolay
    gelsin saygilarimla calismalar tesekkurederim tsk sagol simdiden ilginiz affedersiniz
    pardon kusura bakmayin ozur dilerim efendim hocam bey beyefendi sayin evet hayir peki
    tamamdir tmm okey aynen tabii elbette hmm iste mesela ornegin vs merak ediyordum
    soracaktim sorabilir soruyorum sorum sorumuz sorular ogrenebilir seyler yontem sekilde
    cesit secenek secenekler politika politikasi kural kurallar sart sartlar imkan olanak
    ihtimal olasilik bilgiler bilgisi bilginize detay detaylar durum durumu konu konusunda`),
  ja: list('ok'),
};
