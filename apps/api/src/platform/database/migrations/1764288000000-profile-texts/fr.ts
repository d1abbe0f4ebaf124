import type { ProfileTexts } from './profile-text';

// Frozen copy, as migrations are. Titles fit anyone (cordon-bleu, globe-trotter, adepte); a no-break space precedes each colon, as French typography sets it.
export const FRENCH: ProfileTexts = {
  comfort: {
    title: 'Cordon-bleu du réconfort',
    description:
      'Tu cuisines comme d’autres font des câlins. Une cocotte qui mijote doucement sur le feu, une recette transmise d’une écriture à moitié effacée, une table où il y a toujours de la place pour un de plus : pour toi, cuisiner, c’est prendre soin des autres.',
    traits: [
      'Tu veilles sur les recettes de famille',
      'Chez toi, personne ne repart le ventre vide',
      'Tu sais qu’un ragoût est encore meilleur le lendemain',
      'Tu trouves le calme dans une cuisine lente et familière',
      'Tu restes fidèle à ton petit resto de quartier',
    ],
    foods: [
      'Gratin de macaronis au fromage bien croustillant',
      'Soupe de poulet aux vermicelles',
      'Lasagnes',
      'Hachis parmentier',
      'Pancakes au babeurre',
      'Croque-fromage et velouté de tomates',
      'Crumble aux pommes',
    ],
  },
  adventurous: {
    title: 'Globe-trotter des saveurs',
    description:
      'Ton menu est un passeport. Tu commandes le plat que tu ne sais pas prononcer, tu gardes quatre sortes de piments dans le placard et tu organises tes voyages autour des marchés de nuit. Si une saveur est intense, nouvelle ou un brin audacieuse, tu veux la première bouchée.',
    traits: [
      'Tu commandes le plat que personne d’autre n’ose prendre',
      'Tu collectionnes les sauces piquantes comme des souvenirs de voyage',
      'Tu choisis tes vacances pour leur cuisine de rue',
      'Tu transformes les restes en expériences fusion',
      'Tu demandes toujours en cuisine quel est leur plat préféré',
      'Ton bonheur : une table couverte de plats à partager',
    ],
    foods: [
      'Kimchi jjigae',
      'Curry vert thaï',
      'Injera et lentilles épicées',
      'Nouilles dan dan',
      'Mole poblano',
      'Omakase de sushis',
      'Tajine d’agneau aux abricots',
      'Ceviche péruvien',
    ],
  },
  healthy: {
    title: 'Adepte du bien-être',
    description:
      'Tu manges pour te sentir bien, et ça se voit. Des matinées au marché, un frigo plein de couleurs, des repas faits d’ingrédients frais et bruts, cuisinés simplement : tu as compris depuis longtemps que ce qui te donne de l’énergie peut aussi être ce qui te fait envie.',
    traits: [
      'Tu sais ce qui est de saison avant le marché',
      'Ton déjeuner est le plus coloré du bureau',
      'Tu laisses les bons produits parler d’eux-mêmes',
      'Tu lis les étiquettes par curiosité, pas par peur',
      'Des herbes aromatiques poussent sur ton rebord de fenêtre',
    ],
    foods: [
      'Buddha bowl arc-en-ciel',
      'Saumon grillé et légumes verts',
      'Tartine d’avocat au pain au levain',
      'Taboulé de quinoa',
      'Soupe miso au tofu',
      'Parfait yaourt et fruits rouges',
      'Salade de légumes rôtis',
    ],
  },
};
