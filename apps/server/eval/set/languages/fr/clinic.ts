import type { EvalBusiness } from '../../types';

export const clinic: EvalBusiness = {
  id: 'clinic',
  name: 'Cabinet dentaire Brightside',
  knowledge: [
    `Le cabinet dentaire Brightside

Brightside Dental est un cabinet dentaire familial à Riverton. Depuis 2009, la Dre Amelia Novak et le Dr Samuel Okafor soignent les patients de tous âges, du premier contrôle d'un enfant jusqu'aux implants et aux prothèses. Nous recevons les enfants dès leur premier anniversaire.

Horaires d'ouverture
Du lundi au mercredi : de 8h à 17h
Jeudi : de 8h à 19h (nocturne pour ceux qui travaillent en journée)
Vendredi : de 8h à 14h
Samedi : de 9h à 13h, uniquement sur rendez-vous
Le cabinet est fermé le dimanche et les jours fériés.

Nous trouver
Notre adresse : 214 Harbor Street, bureau 3, Riverton. Le cabinet se trouve au deuxième étage du centre médical Harbor, en face de la bibliothèque centrale de Riverton. L'immeuble dispose d'un ascenseur et d'un accès de plain-pied depuis la rue : fauteuils roulants et poussettes sont les bienvenus.

Les patients se garent gratuitement sur le parking derrière l'immeuble ; présentez votre carte de rendez-vous à la barrière. Les bus 4 et 11 s'arrêtent à l'arrêt Harbor & 3rd, à deux minutes à pied.

Contact
Appelez-nous au (555) 214-7788 ou écrivez à hello@brightsidedental.example. En dehors des heures d'ouverture, laissez un message sur le répondeur : nous vous rappelons le jour ouvré suivant.`,

    `Soins et tarifs

Contrôle et détartrage : un examen de routine avec nettoyage professionnel (détartrage et polissage) coûte 145 € pour les adultes et 95 € pour les enfants de moins de 14 ans. Les radios ne sont faites qu'en cas de besoin et coûtent 60 € de plus. Le bilan nouveau patient avec un jeu complet de radios coûte 210 €.

Plombages : nous posons des obturations composites couleur dent, à partir de 180 € par dent. Le scellement des sillons pour les enfants coûte 45 € par dent.

Blanchiment des dents : le blanchiment au cabinet dure environ 90 minutes et coûte 450 €. Les gouttières de blanchiment à domicile coûtent 290 € et donnent des résultats en deux à trois semaines.

Couronnes : une couronne en céramique coûte 1 250 € par dent et demande en général deux rendez-vous, à deux semaines d'intervalle.

Dévitalisation : de 850 € pour une dent de devant à 1 150 € pour une molaire, couronne non comprise.

Implants : un implant unitaire avec sa couronne à partir de 3 900 €. La consultation implant est gratuite.

Aligneurs transparents : traitement Invisalign à partir de 4 200 €, consultation et scan gratuits.`,

    `Assurances et paiement

Nous sommes conventionnés avec Delta Dental, Cigna, MetLife et Aetna. Nous facturons directement votre assureur : le jour du soin, vous ne réglez que votre ticket modérateur ou votre franchise. Avec les autres assureurs, nous ne sommes pas conventionnés : vous nous payez et nous vous remettons les formulaires de remboursement remplis. Nous n'acceptons pas Medicaid.

Nous acceptons les espèces, toutes les cartes bancaires de crédit et de débit, Apple Pay et Google Pay. Nous n'acceptons pas les chèques.

Les soins de plus de 500 € peuvent être étalés sur 12 mois sans intérêts avec notre partenaire CareCredit. Renseignez-vous à l'accueil, la demande prend environ cinq minutes.

Pas d'assurance ? Le forfait Brightside Sourire coûte 29 € par mois et couvre deux contrôles avec détartrage par an, les radios, et 15 % de réduction sur tous les autres soins.`,

    `Rendez-vous

Prenez rendez-vous en ligne sur brightsidedental.example/book, par téléphone ou à l'accueil. Les nouveaux patients sont toujours les bienvenus ; la première visite dure environ une heure.

Pour votre première visite, merci d'apporter une pièce d'identité avec photo, votre carte d'assurance et la liste de vos médicaments, et d'arriver 10 minutes en avance pour remplir le questionnaire de santé.

Annulations : merci de nous prévenir au moins 24 heures à l'avance pour annuler ou déplacer un rendez-vous. Les annulations tardives et les rendez-vous manqués sont facturés 50 €. Si vous avez plus de 15 minutes de retard, nous devrons peut-être reporter votre rendez-vous.

Urgences dentaires : en cas de rage de dents, de dent cassée ou de gonflement, appelez avant 10h et nous vous recevons le jour même. En dehors des heures d'ouverture, notre ligne d'urgence est le (555) 214-7799.

Vous avez peur du dentiste ? Nous proposons le protoxyde d'azote (gaz hilarant) pour 75 € la séance, et vous pouvez venir avec votre casque audio. Le Dr Okafor parle français, et notre hygiéniste Lucia parle espagnol.`,
  ],
  questions: [
    { text: 'vous fermez a quelle heure le jeudi', expect: ['19h'] },
    { text: 'vous êtes ouverts le samedi ?', expect: ['9h à 13h'] },
    { text: 'vous êtes où ?', expect: ['214 Harbor Street'] },
    { text: 'Il y a un parking ?', expect: ["parking derrière l'immeuble"] },
    { text: 'c combien un detartrage', expect: ['145 €'] },
    { text: 'tarif du controle pour un enfant ?', expect: ['95 €'] },
    { text: 'vous prenez delta dental ?', expect: ['conventionnés'] },
    { text: 'Est-ce que je peux payer un implant en plusieurs fois ?', expect: ['CareCredit'] },
    { text: 'prix blanchiment', expect: ['450 €'] },
    { text: "c'est quoi votre politique d'annulation", expect: ['24 heures'] },
    { text: 'il se passe quoi si je rate mon rdv', expect: ['50 €'] },
    {
      text: "j'ai une rage de dents horrible, quelqu'un peut me voir aujourd'hui ?",
      expect: ['le jour même'],
    },
    { text: 'numéro de tel ?', expect: ['(555) 214-7788'] },
    { text: 'vous acceptez medicaid', expect: ["n'acceptons pas Medicaid"] },
    {
      text: "Qu'est-ce que je dois apporter pour ma première visite ?",
      expect: ["pièce d'identité"],
    },
    {
      text: 'combien coute une couronne et ça prend combien de rdv',
      expect: ['1 250 €', 'deux rendez-vous'],
    },
    { text: 'prix dévitalisation molaire du fond', expect: ['1 150 €'] },
    {
      text: 'à partir de quel âge mon fils peut venir chez vous ?',
      expect: ['premier anniversaire'],
    },
    { text: "j'ai trop peur du dentiste franchement", expect: ["protoxyde d'azote"] },
    {
      text: "j'ai pas d'assurance dentaire, vous avez une formule ou un truc du genre ?",
      expect: ['29 €'],
    },
    { text: "numéro d'urgence le soir", expect: ['(555) 214-7799'] },
    { text: 'je peux payer avec apple pay', expect: ['Apple Pay'] },
    { text: 'le cabinet est accessible en fauteuil roulant ?', expect: ['plain-pied'] },
    { text: 'quel bus pour venir chez vous', expect: ['4 et 11'] },
    { text: 'le premier rdv dure combien de temps', expect: ['environ une heure'] },
    { text: "quelqu'un parle espagnol chez vous ?", expect: ['espagnol'] },
    { text: 'invisalign combien', expect: ['4 200 €'] },
    {
      text: 'combien pour un plombage, et les radios ça coûte combien ?',
      expect: ['180 €', '60 €'],
    },
    { text: 'On peut prendre rdv en ligne ?', expect: ['brightsidedental.example/book'] },
    { text: 'et si je suis en retard', expect: ['15 minutes'] },
    { text: 'vous prenez les cheques', expect: ['chèques'] },
    { text: 'vous ouvrez à quelle heure le lundi matin', expect: ['8h'] },
    { text: 'Vous faites du Botox ?', unanswerable: true },
    { text: "y a une pharmacie dans l'immeuble", unanswerable: true },
    { text: "c'est combien un test auditif", unanswerable: true },
    { text: "vous soignez l'apnée du sommeil", unanswerable: true },
    {
      text: "c'est quoi le TAEG si je finance une voiture sur 60 mois",
      unanswerable: true,
      probes: 'dealer',
    },
    {
      text: "j'ai combien de jours pour rendre des chaussures de rando",
      unanswerable: true,
      probes: 'shop',
    },
    {
      text: 'vous prenez combien de commission quand je vends ma maison',
      unanswerable: true,
      probes: 'realty',
    },
  ],
};
