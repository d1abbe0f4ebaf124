import type { ProfileTexts } from './profile-text';

// Frozen copy, as migrations are. Titles are nouns that fit anyone (sibarita, trotamundos, fiera): "¡Eres …!" suits every visitor.
export const SPANISH: ProfileTexts = {
  comfort: {
    title: 'Sibarita de la cocina casera',
    description:
      'Cocinas como otros abrazan. Una olla que hierve a fuego lento, una receta heredada con la letra medio borrada, una mesa donde siempre cabe uno más: para ti, la comida es la manera de cuidar a los tuyos.',
    traits: [
      'Custodias las recetas de la familia',
      'Nadie sale de tu casa con hambre',
      'Sabes que el guiso siempre está más rico al día siguiente',
      'Encuentras la calma cocinando sin prisa lo de toda la vida',
      'Tienes un restaurante de barrio al que siempre vuelves',
    ],
    foods: [
      'Macarrones con queso gratinados',
      'Sopa de pollo con fideos',
      'Lasaña',
      'Pastel de carne con puré gratinado',
      'Tortitas esponjosas de suero de leche',
      'Sándwich de queso fundido con sopa de tomate',
      'Crumble de manzana',
    ],
  },
  adventurous: {
    title: 'Trotamundos del sabor',
    description:
      'Tu carta es un pasaporte. Pides el plato que no sabes pronunciar, tienes cuatro tipos de chile en la despensa y planeas los viajes en torno a los mercados nocturnos. Si un sabor es intenso, nuevo o un poco atrevido, el primer bocado es para ti.',
    traits: [
      'Pides el plato que nadie más se atreve a pedir',
      'Coleccionas salsas picantes como recuerdos de viaje',
      'Planeas las vacaciones en torno a la comida callejera',
      'Conviertes las sobras en experimentos de fusión',
      'Preguntas en cocina cuál es su plato favorito',
      'Nunca eres tan feliz como en una mesa de platos para compartir',
    ],
    foods: [
      'Kimchi jjigae',
      'Curry verde tailandés',
      'Injera con lentejas especiadas',
      'Fideos dan dan',
      'Mole poblano',
      'Omakase de sushi',
      'Tayín de cordero con albaricoques',
      'Ceviche peruano',
    ],
  },
  healthy: {
    title: 'Fiera del bienestar',
    description:
      'Comes para sentirte bien, y se nota. Mañanas de mercado, una nevera llena de color, platos de ingredientes frescos y sin procesar cocinados con sencillez: hace tiempo que descubriste que la comida que te da energía también puede ser la que más se te antoja.',
    traits: [
      'Sabes qué es de temporada antes que el propio mercado',
      'Llevas el almuerzo más colorido de la oficina',
      'Dejas que los buenos ingredientes hablen por sí solos',
      'Lees las etiquetas por curiosidad, no por miedo',
      'Cultivas hierbas aromáticas en la ventana',
    ],
    foods: [
      'Buddha bowl arcoíris',
      'Salmón a la parrilla con verduras de hoja',
      'Tostada de aguacate en pan de masa madre',
      'Tabulé de quinoa',
      'Sopa de miso con tofu',
      'Parfait de yogur y frutos rojos',
      'Ensalada de verduras asadas',
    ],
  },
};
