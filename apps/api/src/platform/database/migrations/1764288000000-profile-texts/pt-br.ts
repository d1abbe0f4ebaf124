import type { ProfileTexts } from './profile-text';

// Frozen copy, as migrations are. Titles fit anyone (mestre, nômade, fera); the foods are Brazil's own comfort where one exists (canja, escondidinho).
export const BRAZILIAN_PORTUGUESE: ProfileTexts = {
  comfort: {
    title: 'Mestre da comida afetiva',
    description:
      'Você cozinha do jeito que outras pessoas abraçam. Uma panela borbulhando devagarinho no fogão, uma receita de família anotada à mão com a letra já meio apagada, uma mesa onde sempre cabe mais um: para você, comida é o jeito de demonstrar carinho.',
    traits: [
      'Guarda as receitas da família como um tesouro',
      'Nunca deixa uma visita ir embora com fome',
      'Sabe que todo ensopado fica melhor no dia seguinte',
      'Encontra paz no preparo sem pressa das receitas de sempre',
      'É fiel ao restaurantezinho do bairro',
    ],
    foods: [
      'Macarrão com queijo gratinado',
      'Canja de galinha',
      'Lasanha',
      'Escondidinho de carne',
      'Panquecas americanas fofinhas',
      'Queijo quente com sopa de tomate',
      'Crumble de maçã',
    ],
  },
  adventurous: {
    title: 'Nômade dos sabores',
    description:
      'Seu cardápio é um passaporte. Você pede o prato que não sabe pronunciar, tem quatro tipos de pimenta no armário e planeja viagens em torno das feiras noturnas. Se um sabor é intenso, novo ou um pouco ousado, você quer a primeira garfada.',
    traits: [
      'Pede o prato que ninguém mais tem coragem de pedir',
      'Coleciona molhos de pimenta como lembrancinhas de viagem',
      'Planeja as férias em torno da comida de rua',
      'Transforma sobras em experimentos de fusão',
      'Pergunta na cozinha qual é o prato preferido da casa',
      'Fica mais feliz numa mesa cheia de pratos para dividir',
    ],
    foods: [
      'Kimchi jjigae',
      'Curry verde tailandês',
      'Injera com lentilhas temperadas',
      'Macarrão dan dan',
      'Mole poblano',
      'Omakase de sushi',
      'Tagine de cordeiro com damascos',
      'Ceviche peruano',
    ],
  },
  healthy: {
    title: 'Fera do bem-estar',
    description:
      'Você come para se sentir bem, e isso aparece. Manhãs de feira, uma geladeira cheia de cor, refeições de ingredientes frescos e naturais com preparo simples: faz tempo que você descobriu que a comida que te dá energia também pode ser aquela que dá água na boca.',
    traits: [
      'Sabe o que está na safra antes da própria feira',
      'Leva a marmita mais colorida do escritório',
      'Deixa os bons ingredientes falarem por si',
      'Lê rótulos por curiosidade, não por medo',
      'Cultiva temperos na janela',
    ],
    foods: [
      'Buddha bowl arco-íris',
      'Salmão grelhado com folhas verdes',
      'Torrada de fermentação natural com abacate',
      'Tabule de quinoa',
      'Sopa de missô com tofu',
      'Parfait de iogurte com frutas vermelhas',
      'Salada de legumes assados',
    ],
  },
};
