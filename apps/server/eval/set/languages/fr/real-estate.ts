import type { EvalBusiness } from '../../types';

export const realEstate: EvalBusiness = {
  id: 'realty',
  name: 'Agence Cedar & Stone',
  knowledge: [
    `Cedar & Stone Realty est une agence immobilière indépendante qui intervient à Millbrook et dans les communes voisines d'Eastfield, Oakridge et Lower Vale depuis 2004. Nous vous accompagnons pour acheter, vendre et louer un logement, et nous gérons des biens locatifs pour le compte de propriétaires.

Notre agence se trouve au 19 Market Square, à Millbrook, au-dessus de la Millbrook Savings Bank. Horaires d'ouverture : du lundi au vendredi de 9h à 18h et le samedi de 10h à 16h. Les visites peuvent aussi être organisées en semaine le soir jusqu'à 20h, et le dimanche sur rendez-vous.

Appelez-nous au (555) 430-1200 ou écrivez à team@cedarstone.example. Nos agents parlent anglais, polonais et portugais.`,

    `Vendre votre bien

Estimation gratuite : un agent vient visiter et estimer votre bien gratuitement, dans les 48 heures suivant votre demande. Pour avoir juste une première idée, l'estimation en ligne sur notre site prend 2 minutes.

Nos honoraires sont de 2,5 % du prix de vente final, payés uniquement à la signature de la vente : pas de vente, pas d'honoraires. Ils comprennent les photos professionnelles, un plan du bien, une visite virtuelle 3D, la diffusion sur Zillow et Realtor.com, et des journées portes ouvertes.

Notre mandat de vente dure au minimum 12 semaines. Ensuite, vous pouvez y mettre fin à tout moment avec un préavis de 14 jours.

L'an dernier, les biens que nous avons mis en vente à Millbrook se sont vendus en 38 jours en moyenne.`,

    `Acheter un bien

Les acheteurs ne nous paient rien : nos honoraires sont à la charge du vendeur. Inscrivez-vous sur notre site pour recevoir des alertes sur les nouvelles annonces qui correspondent à votre recherche.

Réservez vos visites en ligne ou par téléphone ; un agent vous accompagne à chaque visite.

Pour faire une offre, prévenez votre agent et nous la transmettons au vendeur par écrit. Nous demandons un justificatif de fonds ou un accord de principe de prêt avec chaque offre. Un dépôt de garantie de 1 à 3 % du prix est habituel dans notre secteur.

Besoin d'un prêt immobilier ? Nous travaillons avec un courtier indépendant, Jordan Ellis, de Keystone Mortgages. Le premier rendez-vous avec Jordan est gratuit et sans engagement.`,

    `Location

Pour louer l'un de nos logements, remplissez le dossier de candidature en ligne. Les frais de dossier sont de 40 € par adulte et couvrent la vérification de solvabilité et des antécédents. Nous demandons des revenus du foyer d'au moins trois fois le loyer mensuel.

Le dépôt de garantie correspond à un mois de loyer, et le premier mois de loyer est à payer à la signature du bail. Les baux standard durent 12 mois ; certains appartements meublés sont proposés avec un bail de 6 mois.

Les animaux sont acceptés dans beaucoup de nos locations, au cas par cas, avec un dépôt de garantie animal de 300 €.

Le loyer se paie par virement bancaire ou via l'espace locataire. Les paiements par carte entraînent des frais de traitement de 2,9 %.

Réparations : les locataires signalent les réparations via l'espace locataire. Pour les urgences comme une fuite d'eau, une panne de chauffage ou une porte claquée, appelez notre ligne de maintenance 24h/24 au (555) 430-1299.

Pour les propriétaires : la gestion locative complète coûte 8 % du loyer mensuel encaissé. Notre service de recherche de locataire, où nous trouvons et vérifions un locataire et vous gérez le reste, coûte un mois de loyer.`,
  ],
  questions: [
    { text: 'vous prenez combien de commission pour vendre', expect: ['2,5 %'] },
    { text: "l'estimation est gratuite ?", expect: ['gratuitement'] },
    { text: 'horaires agence le samedi', expect: ['10h à 16h'] },
    { text: 'elle est où votre agence', expect: ['19 Market Square'] },
    { text: 'je peux visiter une maison un dimanche', expect: ['dimanche sur rendez-vous'] },
    { text: 'combien les frais de dossier pour une location', expect: ['40 €'] },
    {
      text: 'faut gagner combien pour louer chez vous',
      expect: ['trois fois'],
    },
    { text: 'caution pour louer ?', expect: ['un mois de loyer'] },
    { text: "j'ai un chien, c'est ok dans l'appart ?", expect: ['300 €'] },
    { text: 'les acheteurs vous paient quelque chose', expect: ['ne nous paient rien'] },
    { text: 'vous pouvez m aider pour un pret immo', expect: ['Jordan Ellis'] },
    { text: "c'est combien vos frais de gestion locative", expect: ['8 %'] },
    { text: 'vous couvrez quelles villes', expect: ['Eastfield'] },
    {
      text: 'en général ça met combien de temps pour vendre une maison',
      expect: ['38 jours'],
    },
    { text: "qu'est-ce qui est compris si vous vendez ma maison", expect: ['photos'] },
    {
      text: "l'évier de ma cuisine fuit j'appelle qui",
      expect: ['(555) 430-1299'],
    },
    { text: 'je peux payer le loyer par carte bancaire', expect: ['2,9 %'] },
    { text: 'durée minimum du bail ?', expect: ['12 mois'] },
    { text: 'vous parlez polonais', expect: ['polonais'] },
    { text: 'comment je fais une offre sur une maison', expect: ['par écrit'] },
    {
      text: 'comment je résilie le mandat de vente avec vous',
      expect: ['préavis de 14 jours'],
    },
    { text: 'numéro de téléphone', expect: ['(555) 430-1200'] },
    {
      text: 'je peux avoir une estimation de ma maison en ligne',
      expect: ['2 minutes'],
    },
    { text: 'il faut combien pour le dépôt quand on fait une offre', expect: ['1 à 3 %'] },
    {
      text: 'je veux juste que vous me trouviez un locataire pour mon appart, combien ?',
      expect: ['recherche de locataire'],
    },
    {
      text: 'le premier loyer il faut le payer quand',
      expect: ['à la signature du bail'],
    },
    { text: 'vous publiez sur zillow', expect: ['Zillow'] },
    { text: 'on peut visiter le soir après le boulot ?', expect: ['20h'] },
    { text: 'vous existez depuis quand', expect: ['2004'] },
    {
      text: 'vous vérifiez les antécédents et ça coûte combien de postuler',
      expect: ['antécédents', '40 €'],
    },
    { text: 'mail ?', expect: ['team@cedarstone.example'] },
    { text: 'vous vendez des bureaux / locaux commerciaux', unanswerable: true },
    {
      text: 'vous avez des maisons 3 chambres à moins de 300 000 en ce moment',
      unanswerable: true,
    },
    { text: 'vous pouvez me conseiller un déménageur', unanswerable: true },
    { text: 'vous gérez des locations saisonnières sur airbnb', unanswerable: true },
    { text: 'combien coûte une vidange', unanswerable: true, probes: 'dealer' },
    { text: 'combien coûte une dévitalisation', unanswerable: true, probes: 'clinic' },
    {
      text: 'je peux louer une tente pour le week-end ?',
      unanswerable: true,
      probes: 'shop',
    },
  ],
};
