import {
  richPlainText,
  type ArticleDetail,
  type ConditionDetail,
  type Doctor,
  type DrugDetail,
  type HelpEntry,
  type HospitalDetail,
  type PublicHealthServiceList,
} from '@portal/contract';

/**
 * schema.org JSON-LD for the pages the server renders, as search engines read it. Only what the
 * page itself shows (Google's rule for structured data), with absolute URLs.
 */
export type StructuredData = Record<string, unknown>;

/** The page's byline as schema.org people: the bylines name a person or a body, so Person. */
function person(name: string) {
  return { '@type': 'Person', name };
}

export function conditionData(condition: ConditionDetail, url: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalCondition',
    name: condition.name,
    ...(condition.aliases.length > 0 ? { alternateName: condition.aliases } : {}),
    description: condition.summary,
    url,
    mainEntityOfPage: {
      '@type': 'MedicalWebPage',
      url,
      inLanguage: 'zh-CN',
      lastReviewed: condition.reviewedAt,
      author: person(condition.author),
      ...(condition.reviewer ? { reviewedBy: person(condition.reviewer) } : {}),
    },
  };
}

export function articleData(article: ArticleDetail, url: string, origin: string): StructuredData {
  const image = article.images[0]?.url;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    url,
    mainEntityOfPage: url,
    inLanguage: 'zh-CN',
    articleSection: article.category.name,
    // The one date an article has: when it was last reviewed (shown on the page as 最近审核).
    dateModified: article.reviewedAt,
    author: person(article.author),
    ...(image ? { image: new URL(image, origin).href } : {}),
    ...(article.conditions.length > 0
      ? { about: article.conditions.map((c) => ({ '@type': 'MedicalCondition', name: c.name })) }
      : {}),
  };
}

export function drugData(drug: DrugDetail, url: string): StructuredData {
  const names = [drug.englishName, ...drug.brandNames].filter((n): n is string => !!n);
  return {
    '@context': 'https://schema.org',
    '@type': 'Drug',
    name: drug.genericName,
    nonProprietaryName: drug.genericName,
    ...(names.length > 0 ? { alternateName: names } : {}),
    description: drug.summary,
    url,
    dosageForm: drug.forms.map((f) => f.form),
    prescriptionStatus:
      drug.rx === '处方药' ? 'https://schema.org/PrescriptionOnly' : 'https://schema.org/OTC',
    ...(drug.atc
      ? { code: { '@type': 'MedicalCode', codeValue: drug.atc, codingSystem: 'ATC' } }
      : {}),
    mainEntityOfPage: {
      '@type': 'MedicalWebPage',
      url,
      inLanguage: 'zh-CN',
      lastReviewed: drug.reviewedAt,
      reviewedBy: person(drug.reviewer),
    },
  };
}

/** A hospital as Google's local business data asks: name, address and telephone. */
export function hospitalData(hospital: HospitalDetail, url: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hospital',
    name: hospital.name,
    description: hospital.intro,
    url,
    address: { '@type': 'PostalAddress', streetAddress: hospital.address, addressCountry: 'CN' },
    telephone: hospital.phone,
  };
}

/** The questions the help centre shows, as Google's FAQ data: each with its one answer. */
export function faqData(entries: HelpEntry[], url: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: richPlainText(e.answer) },
    })),
  };
}

/** A doctor as a person: their title, hospital and what they are good at, as the page shows. */
export function doctorData(doctor: Doctor, url: string, hospitalUrl: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: doctor.name,
    jobTitle: doctor.title,
    description: `擅长：${doctor.specialty}`,
    url,
    worksFor: { '@type': 'Hospital', name: doctor.hospitalName, url: hospitalUrl },
  };
}

/** The public health page: the services the county provides free, each for whom. */
export function publicHealthData(services: PublicHealthServiceList, url: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    name: '基本公共卫生服务',
    url,
    inLanguage: 'zh-CN',
    about: services.map((s) => ({
      '@type': 'GovernmentService',
      name: s.name,
      audience: { '@type': 'Audience', audienceType: s.audience },
    })),
  };
}

/** A list page: what it gathers, and where each item of it is (Google's ItemList). */
export function collectionData(
  name: string,
  url: string,
  items: { name: string; url: string }[],
): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    url,
    inLanguage: 'zh-CN',
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: item.name,
        url: item.url,
      })),
    },
  };
}
