import type { ProfileTexts } from './profile-text';

// Frozen copy, as migrations are. Titles are nouns that fit anyone (Genussmensch, Gaumen, Profi), after "Du bist ein …".
export const GERMAN: ProfileTexts = {
  comfort: {
    title: 'Wohlfühl-Genussmensch',
    description:
      'Du kochst so, wie andere umarmen. Ein Topf, der leise auf dem Herd vor sich hin schmort, ein Rezept in verblasster Handschrift, ein Tisch, an dem immer noch Platz für einen mehr ist: Für dich ist Essen die schönste Art, Fürsorge zu teilen.',
    traits: [
      'Du hütest die Familienrezepte',
      'Bei dir geht niemand hungrig nach Hause',
      'Du weißt: Eintopf schmeckt am nächsten Tag am besten',
      'Beim langsamen, vertrauten Kochen kommst du zur Ruhe',
      'Deinem Lieblingslokal um die Ecke bleibst du treu',
    ],
    foods: [
      'Makkaroni mit Käse und knuspriger Kruste',
      'Hühnersuppe mit Nudeln',
      'Lasagne',
      "Shepherd's Pie mit Kartoffelpüree-Haube",
      'Buttermilch-Pfannkuchen',
      'Käsetoast mit Tomatensuppe',
      'Apfel-Crumble',
    ],
  },
  adventurous: {
    title: 'Abenteuer-Gaumen',
    description:
      'Deine Speisekarte ist ein Reisepass. Du bestellst das Gericht, das du nicht aussprechen kannst, hast vier Sorten Chili im Schrank und planst Reisen rund um Nachtmärkte. Ist ein Geschmack kräftig, neu oder ein bisschen gewagt, willst du den ersten Bissen.',
    traits: [
      'Du bestellst, was sich sonst keiner traut',
      'Du sammelst scharfe Soßen wie Reiseandenken',
      'Dein Urlaub dreht sich um Streetfood',
      'Aus Resten zauberst du Fusion-Experimente',
      'Du fragst die Küche, was sie selbst essen würde',
      'Am glücklichsten bist du an einem Tisch voller Teller zum Teilen',
    ],
    foods: [
      'Kimchi-Jjigae',
      'Thailändisches grünes Curry',
      'Injera mit gewürzten Linsen',
      'Dan-Dan-Nudeln',
      'Mole poblano',
      'Sushi-Omakase',
      'Lamm-Tajine mit Aprikosen',
      'Peruanisches Ceviche',
    ],
  },
  healthy: {
    title: 'Vitalitäts-Profi',
    description:
      'Du isst, um dich gut zu fühlen, und das merkt man. Vormittage auf dem Markt, ein Kühlschrank voller Farben, Mahlzeiten aus frischen, unverarbeiteten Zutaten und einfacher Küche: Du weißt längst, dass Essen, das dir Kraft gibt, auch Essen sein kann, auf das du richtig Lust hast.',
    traits: [
      'Du weißt vor dem Markt, was gerade Saison hat',
      'Du hast das bunteste Mittagessen im Büro dabei',
      'Bei dir dürfen gute Zutaten für sich sprechen',
      'Du liest Etiketten aus Neugier, nicht aus Angst',
      'Auf deiner Fensterbank wachsen Kräuter',
    ],
    foods: [
      'Regenbogen-Buddha-Bowl',
      'Gegrillter Lachs mit grünem Gemüse',
      'Avocado-Toast auf Sauerteigbrot',
      'Quinoa-Taboulé',
      'Misosuppe mit Tofu',
      'Beeren-Joghurt-Parfait',
      'Ofengemüse-Salat',
    ],
  },
};
