import type { MigrationInterface, QueryRunner } from 'typeorm';

// Frozen copy: later changes to the profiles get migrations of their own. tools/pictures/share-images.mjs draws these titles.
export const PROFILES = [
  {
    key: 'comfort',
    title: 'Comfort Connoisseur',
    description:
      'You cook the way other people hug. A pot of something slow-simmered on the stove, a recipe passed down in smudged handwriting, a table with room for one more: for you, food is how care gets shared.',
    color: 'from-amber-300 via-orange-300 to-rose-300',
    traits: [
      'Keeper of the family recipes',
      'Never lets a guest leave hungry',
      'Knows every stew tastes better the next day',
      'Finds calm in slow, familiar cooking',
      'Loyal to a favourite neighbourhood diner',
    ],
    foods: [
      'Mac and cheese with a crunchy top',
      'Chicken noodle soup',
      'Lasagna',
      "Shepherd's pie",
      'Buttermilk pancakes',
      'Grilled cheese and tomato soup',
      'Apple crumble',
    ],
  },
  {
    key: 'adventurous',
    title: 'Flavor Explorer',
    description:
      "Your menu is a passport. You order the dish you can't pronounce, keep four kinds of chili in the cupboard and plan trips around night markets. If a flavor is bold, new or a little daring, you want the first bite.",
    color: 'from-rose-300 via-orange-300 to-yellow-200',
    traits: [
      'Orders the dish nobody else dares to',
      'Collects hot sauces like souvenirs',
      'Plans holidays around street food',
      'Turns leftovers into fusion experiments',
      "Asks the chef what they'd eat",
      'Happiest at a table of shared plates',
    ],
    foods: [
      'Kimchi jjigae',
      'Thai green curry',
      'Injera with spiced lentils',
      'Dan dan noodles',
      'Mole poblano',
      'Sushi omakase',
      'Lamb tagine with apricots',
      'Peruvian ceviche',
    ],
  },
  {
    key: 'healthy',
    title: 'Wellness Warrior',
    description:
      'You eat to feel good, and it shows. Market mornings, a fridge full of colour, meals built from fresh, whole ingredients and simple cooking: you found out long ago that food that fuels you can be food you crave.',
    color: 'from-emerald-300 via-green-200 to-lime-200',
    traits: [
      "Knows what's in season before the market does",
      'Packs the most colourful lunch in the office',
      'Lets good ingredients speak for themselves',
      'Reads labels out of curiosity, not fear',
      'Grows herbs on the windowsill',
    ],
    foods: [
      'Rainbow Buddha bowl',
      'Grilled salmon with greens',
      'Avocado toast on sourdough',
      'Quinoa tabbouleh',
      'Miso soup with tofu',
      'Berry and yogurt parfait',
      'Roasted vegetable salad',
    ],
  },
];

export class SeedPersonalityProfiles1763769600001 implements MigrationInterface {
  name = 'SeedPersonalityProfiles1763769600001';

  async up(db: QueryRunner): Promise<void> {
    for (const [position, profile] of PROFILES.entries()) {
      await db.query(
        `INSERT INTO personality_profiles (key, position, title, description, color, traits, foods, image)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          profile.key,
          position,
          profile.title,
          profile.description,
          profile.color,
          JSON.stringify(profile.traits),
          JSON.stringify(profile.foods),
          `/pictures/personalities/${profile.key}.svg`,
        ],
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DELETE FROM personality_profiles');
  }
}
