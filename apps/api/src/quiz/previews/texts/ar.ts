import type { PreviewWords } from './preview-words';

const SITE_DESCRIPTION =
  'ثلاثة أسئلة مصوّرة تكشف هل أنت من عشّاق الأكل البيتي الدافئ، أم النكهات الجريئة، أم الطعام الطازج الخفيف.';

/**
 * Modern Standard Arabic without imperatives or second-person verbs, whose written form differs for a man and a
 * woman (as the profiles are written); titles start with Arabic words so a tab or a chat reads them right to left.
 */
export const AR: PreviewWords = {
  home: {
    title: 'شخصيتك في عالم الطعام — TasteType',
    description: SITE_DESCRIPTION,
    ogTitle: 'ما شخصيتك في عالم الطعام؟',
  },
  test: {
    title: 'اختبار شخصيتك في عالم الطعام · TasteType',
    description: `في دقيقتين تقريبًا: ${SITE_DESCRIPTION}`,
    ogTitle: 'اختبار شخصيتك في عالم الطعام',
  },
  embedGuide: {
    title: 'اختبار الطعام في صفحتك · TasteType',
    description: 'يمكن إضافة اختبار الطعام من TasteType إلى أي صفحة بسطر HTML واحد.',
    ogTitle: 'اختبار الطعام من TasteType في صفحتك',
  },
  resultTitle: (title) => `${title} · TasteType`,
  resultOgTitle: (title) => `أنا ${title}!`,
  pictureAlt: (art, words) => `${art}، مع عبارة «${words}» واسم TasteType`,
  art: {
    home: 'أطباق من السباغيتي والأرز بالكاري والسلطة الخضراء على خلفية متدرّجة من لون الخوخ إلى الوردي',
    comfort: 'سباغيتي بكرات اللحم وكرواسون وفنجان قهوة على خلفية متدرّجة من الكهرماني إلى الوردي',
    adventurous: 'طبق أرز بالكاري وفلفل أحمر حار وقطعتا سوشي على خلفية متدرّجة من الوردي إلى الأصفر',
    healthy: 'وعاء سلطة خضراء ونصف حبة أفوكادو ونصف حبة كيوي على خلفية متدرّجة من النعناعي إلى الليموني',
  },
  notFoundTitle: 'الصفحة غير موجودة · TasteType',
  insightsTitle: 'الإحصاءات · TasteType',
  keysTitle: 'المفاتيح · الإحصاءات · TasteType',
  webhooksTitle: 'خطافات الويب · الإحصاءات · TasteType',
  embeddedQuizTitle: 'اختبار الطعام من TasteType',
  picture: {
    homeHeadline: 'ما شخصيتك\nفي عالم\nالطعام؟',
    homeFooter: 'ثلاثة أسئلة مصوّرة، في دقيقتين تقريبًا',
    resultLead: 'أنا',
    resultHeadline: (title) => `${title}!`,
    resultFooter: 'ما شخصيتك في عالم الطعام؟',
  },
};
