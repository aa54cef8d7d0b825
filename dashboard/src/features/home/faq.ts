/**
 * The home FAQ (SPEC §1: 9 items in French, 8 in English). Each entry names its message keys;
 * the ninth exists in French only, the one documented difference between the catalogues.
 */
export const FAQ_ITEM_COUNT = { fr: 9, en: 8 } as const;

export const faqKeys = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `faq-${index + 1}`,
    questionKey: `home.faq.${index + 1}.question`,
    answerKey: `home.faq.${index + 1}.answer`,
  }));
