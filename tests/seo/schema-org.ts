// A small checker of JSON-LD against schema.org's definitions, for the types the site emits. The types, their
// parents, their properties and the properties' expected types are copied from schema.org (version 29, the
// pages https://schema.org/<Type>), so the check needs no network. A type lists only its own properties; it
// inherits its parents'.

interface TypeDef {
  parents: string[];
  properties: string[];
}

const TYPES: Record<string, TypeDef> = {
  Thing: { parents: [], properties: ['name', 'description', 'url', 'image', 'sameAs', 'potentialAction', 'identifier', 'alternateName'] },
  Organization: {
    parents: ['Thing'],
    properties: ['address', 'email', 'telephone', 'logo', 'hasOfferCatalog', 'makesOffer', 'areaServed', 'contactPoint', 'founder', 'legalName'],
  },
  Place: {
    parents: ['Thing'],
    properties: ['address', 'geo', 'telephone', 'logo', 'openingHoursSpecification', 'specialOpeningHoursSpecification', 'hasMap', 'latitude', 'longitude'],
  },
  LocalBusiness: { parents: ['Organization', 'Place'], properties: ['priceRange', 'openingHours', 'currenciesAccepted', 'paymentAccepted'] },
  MedicalOrganization: { parents: ['Organization'], properties: ['healthPlanNetworkId', 'isAcceptingNewPatients', 'medicalSpecialty'] },
  MedicalBusiness: { parents: ['LocalBusiness'], properties: [] },
  MedicalClinic: { parents: ['MedicalBusiness', 'MedicalOrganization'], properties: ['availableService', 'medicalSpecialty'] },
  PostalAddress: { parents: ['Thing'], properties: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry', 'postOfficeBoxNumber'] },
  GeoCoordinates: { parents: ['Thing'], properties: ['latitude', 'longitude', 'elevation', 'address', 'addressCountry', 'postalCode'] },
  OpeningHoursSpecification: { parents: ['Thing'], properties: ['dayOfWeek', 'opens', 'closes', 'validFrom', 'validThrough'] },
  MedicalProcedure: { parents: ['Thing'], properties: ['bodyLocation', 'followup', 'howPerformed', 'preparation', 'procedureType', 'status'] },
  ItemList: { parents: ['Thing'], properties: ['itemListElement', 'itemListOrder', 'numberOfItems'] },
  OfferCatalog: { parents: ['ItemList'], properties: [] },
  Offer: { parents: ['Thing'], properties: ['itemOffered', 'price', 'priceCurrency', 'availability', 'validFrom', 'validThrough', 'offeredBy', 'category'] },
  Service: { parents: ['Thing'], properties: ['provider', 'serviceType', 'areaServed', 'offers', 'hasOfferCatalog', 'category'] },
  Action: { parents: ['Thing'], properties: ['target', 'agent', 'object', 'result', 'actionStatus', 'startTime', 'endTime'] },
  PlanAction: { parents: ['Action'], properties: ['scheduledTime'] },
  ReserveAction: { parents: ['PlanAction'], properties: [] },
  EntryPoint: { parents: ['Thing'], properties: ['urlTemplate', 'actionPlatform', 'contentType', 'encodingType', 'httpMethod', 'actionApplication'] },
};

/** What each property expects: schema.org types (a value of a subtype is accepted) or a data type. */
type DataType = 'Text' | 'URL' | 'Number' | 'Time' | 'Date' | 'DateTime' | 'DayOfWeek';
const RANGES: Record<string, Array<string | DataType>> = {
  name: ['Text'],
  description: ['Text'],
  url: ['URL'],
  image: ['URL', 'ImageObject'],
  logo: ['URL', 'ImageObject'],
  sameAs: ['URL'],
  email: ['Text'],
  telephone: ['Text'],
  priceRange: ['Text'],
  address: ['PostalAddress', 'Text'],
  geo: ['GeoCoordinates', 'GeoShape'],
  latitude: ['Number', 'Text'],
  longitude: ['Number', 'Text'],
  streetAddress: ['Text'],
  addressLocality: ['Text'],
  addressRegion: ['Text'],
  postalCode: ['Text'],
  addressCountry: ['Text', 'Country'],
  openingHoursSpecification: ['OpeningHoursSpecification'],
  specialOpeningHoursSpecification: ['OpeningHoursSpecification'],
  dayOfWeek: ['DayOfWeek'],
  opens: ['Time'],
  closes: ['Time'],
  validFrom: ['Date', 'DateTime'],
  validThrough: ['Date', 'DateTime'],
  availableService: ['MedicalProcedure', 'MedicalTest', 'MedicalTherapy'],
  hasOfferCatalog: ['OfferCatalog'],
  itemListElement: ['ListItem', 'Thing', 'Text'],
  itemOffered: ['Service', 'Product', 'Trip', 'Event', 'CreativeWork', 'AggregateOffer', 'MenuItem'],
  potentialAction: ['Action'],
  target: ['EntryPoint', 'URL'],
  urlTemplate: ['Text'],
  actionPlatform: ['URL', 'Text'],
};

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'PublicHolidays'];

/** `type` and every type it inherits from. */
function ancestry(type: string): string[] {
  const def = TYPES[type];
  return def ? [type, ...def.parents.flatMap(ancestry)] : [type];
}

function isA(type: string, expected: string): boolean {
  return ancestry(type).includes(expected);
}

function dataTypeOk(value: unknown, type: DataType): boolean {
  if (type === 'Number') return typeof value === 'number' && Number.isFinite(value);
  if (typeof value !== 'string') return false;
  switch (type) {
    case 'Text':
      return true;
    case 'URL':
      return /^https?:\/\/[^\s]+$/.test(value);
    case 'Time':
      return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value);
    case 'Date':
      return /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value);
    case 'DateTime':
      return !Number.isNaN(Date.parse(value)) && /T/.test(value);
    case 'DayOfWeek':
      return DAYS.includes(value.replace(/^https?:\/\/schema\.org\//, ''));
  }
}

const DATA_TYPES = new Set<string>(['Text', 'URL', 'Number', 'Time', 'Date', 'DateTime', 'DayOfWeek']);

/** Every problem with `node` as schema.org JSON-LD; an empty list when it is valid for the types above. */
export function schemaOrgProblems(node: unknown, path = '$'): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [`${path}: not an object`];
  const record = node as Record<string, unknown>;
  const problems: string[] = [];
  if (path === '$' && record['@context'] !== 'https://schema.org') problems.push(`${path}: @context must be https://schema.org`);
  const type = record['@type'];
  if (typeof type !== 'string' || !TYPES[type]) return [...problems, `${path}: unknown @type ${JSON.stringify(type)}`];
  const allowed = new Set(ancestry(type).flatMap((t) => TYPES[t]?.properties ?? []));
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('@')) continue;
    if (!allowed.has(key)) {
      problems.push(`${path}.${key}: not a property of ${type}`);
      continue;
    }
    const range = RANGES[key];
    if (!range) {
      problems.push(`${path}.${key}: no expected type recorded for it`);
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0) problems.push(`${path}.${key}: empty list`);
    values.forEach((v, i) => {
      const at = Array.isArray(value) ? `${path}.${key}[${i}]` : `${path}.${key}`;
      if (typeof v === 'object' && v !== null) {
        const t = (v as Record<string, unknown>)['@type'];
        if (typeof t !== 'string' || !range.some((r) => !DATA_TYPES.has(r) && isA(t, r))) {
          problems.push(`${at}: a ${JSON.stringify(t)} where ${range.join(' or ')} is expected`);
          return;
        }
        problems.push(...schemaOrgProblems(v, at));
      } else if (!range.some((r) => DATA_TYPES.has(r) && dataTypeOk(v, r as DataType))) {
        problems.push(`${at}: ${JSON.stringify(v)} is not a ${range.join(' or ')}`);
      }
    });
  }
  return problems;
}
