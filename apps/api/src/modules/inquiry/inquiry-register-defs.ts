import { createHash } from 'node:crypto';
import {
  EMERGENCY_KINDS,
  INSTITUTION_LEVELS,
  INSTITUTION_TYPES,
  PRACTITIONER_KINDS,
  PRICE_CATEGORIES,
  type BloodDonationSite,
  type CheckupCentre,
  type EmergencyPoint,
  type InstitutionItem,
  type Practitioner,
  type PriceItem,
  type VaccinationClinic,
} from '@portal/contract';
import type { RegisterDef } from './inquiry-fields.js';

const LICENCE = /^[\p{L}\p{N}-]{6,40}$/u;
const PRICE = /^\d{1,6}(?:\.\d{1,2})?$/;

/** institutions.csv: read first, the other registers name its institutions and towns. */
export const INSTITUTIONS: RegisterDef = {
  kind: 'institution',
  file: 'institutions.csv',
  columns: [
    'id',
    'name',
    'type',
    'level',
    'town',
    'address',
    'hours',
    'phone',
    'licence',
    'services',
  ],
  read: (r) => {
    const data: InstitutionItem = {
      id: r.id(),
      name: r.text('name', 60),
      type: r.oneOf('type', INSTITUTION_TYPES),
      level: r.oneOf('level', INSTITUTION_LEVELS),
      town: r.text('town', 20),
      address: r.text('address'),
      hours: r.text('hours'),
      phone: r.phone(),
      licence: r.matching('licence', LICENCE, '须是 6 到 40 位的字母、数字或汉字'),
      services: r.list('services'),
    };
    const search = [data.name, data.address, ...data.services];
    return {
      line: r.line,
      id: data.id,
      name: data.name,
      institution: null,
      town: data.town,
      category: data.type,
      search,
      data,
    };
  },
};

/** The other six registers, in the order their entries are listed. */
export const REGISTERS: RegisterDef[] = [
  {
    kind: 'practitioner',
    file: 'practitioners.csv',
    columns: ['id', 'name', 'kind', 'sex', 'institution', 'category', 'scope', 'level', 'since'],
    read: (r, { names, thisYear }) => {
      const since = Number(r.text('since'));
      if (!Number.isInteger(since) || since < 1950 || since > thisYear) {
        r.fail('since', `须是 1950 到 ${thisYear} 之间的年份`);
      }
      const data: Practitioner = {
        id: r.id(),
        name: r.text('name', 20),
        kind: r.oneOf('kind', PRACTITIONER_KINDS),
        sex: r.oneOf('sex', ['男', '女'] as const),
        institution: r.institution('institution', names),
        category: r.text('category', 20),
        scope: r.text('scope', 60),
        title: r.text('level', 20),
        since,
      };
      return {
        line: r.line,
        id: data.id,
        name: data.name,
        institution: data.institution,
        town: null,
        category: data.kind,
        search: [data.name],
        data,
      };
    },
  },
  {
    kind: 'price',
    file: 'prices.csv',
    columns: ['hospital', 'category', 'item', 'unit', 'price', 'note'],
    read: (r, { names }) => {
      const hospital = r.institution('hospital', names);
      const item = r.text('item', 60);
      const price = r.text('price');
      if (!PRICE.test(price)) r.fail('price', `须是以元为单位的金额，如 10.00，现在是 ${price}`);
      const [yuan, cents = ''] = price.split('.');
      const data: PriceItem = {
        // The file has no id column: hospital and item name together are the key.
        id: createHash('sha256').update(`${hospital}\n${item}`).digest('base64url').slice(0, 12),
        hospital,
        category: r.oneOf('category', PRICE_CATEGORIES),
        item,
        unit: r.text('unit', 20),
        price: Number(yuan) * 100 + Number(cents.padEnd(2, '0')),
        note: r.text('note'),
      };
      const search = [data.item, data.note];
      return {
        line: r.line,
        id: data.id,
        name: data.item,
        institution: hospital,
        town: null,
        category: data.category,
        search,
        data,
      };
    },
    // Reported as the pair the editor wrote, not as the hash.
    unique: { key: (e) => `${e.institution} ${e.name}`, what: '项目' },
  },
  {
    kind: 'vaccination',
    file: 'vaccination-clinics.csv',
    columns: ['id', 'name', 'institution', 'town', 'address', 'hours', 'phone', 'vaccines', 'note'],
    read: (r, { names, towns }) => {
      const data: VaccinationClinic = {
        id: r.id(),
        name: r.text('name', 60),
        institution: r.institution('institution', names),
        town: r.town(towns),
        address: r.text('address'),
        hours: r.text('hours'),
        phone: r.phone(),
        vaccines: r.list('vaccines'),
        note: r.text('note'),
      };
      const search = [data.name, data.address, ...data.vaccines, data.note];
      return {
        line: r.line,
        id: data.id,
        name: data.name,
        institution: data.institution,
        town: data.town,
        category: null,
        tags: data.vaccines,
        search,
        data,
      };
    },
  },
  {
    kind: 'emergency',
    file: 'emergency.csv',
    columns: ['id', 'kind', 'name', 'town', 'address', 'place', 'hours', 'phone'],
    read: (r, { towns }) => {
      const data: EmergencyPoint = {
        id: r.id(),
        kind: r.oneOf('kind', EMERGENCY_KINDS),
        name: r.text('name', 60),
        town: r.town(towns),
        address: r.text('address'),
        place: r.text('place'),
        hours: r.text('hours'),
        phone: r.phone(),
      };
      const search = [data.name, data.address, data.place];
      return {
        line: r.line,
        id: data.id,
        name: data.name,
        institution: null,
        town: data.town,
        category: data.kind,
        search,
        data,
      };
    },
  },
  {
    kind: 'blood',
    file: 'blood-donation.csv',
    columns: ['id', 'name', 'address', 'hours', 'phone', 'note'],
    read: (r) => {
      const data: BloodDonationSite = {
        id: r.id(),
        name: r.text('name', 60),
        address: r.text('address'),
        hours: r.text('hours'),
        phone: r.phone(),
        note: r.text('note'),
      };
      const search = [data.name, data.address, data.note];
      return {
        line: r.line,
        id: data.id,
        name: data.name,
        institution: null,
        town: null,
        category: null,
        search,
        data,
      };
    },
  },
  {
    kind: 'checkup',
    file: 'checkup-centres.csv',
    columns: ['id', 'name', 'institution', 'address', 'hours', 'phone', 'services'],
    read: (r, { names }) => {
      const data: CheckupCentre = {
        id: r.id(),
        name: r.text('name', 60),
        institution: r.institution('institution', names),
        address: r.text('address'),
        hours: r.text('hours'),
        phone: r.phone(),
        services: r.list('services'),
      };
      const search = [data.name, data.address, ...data.services];
      return {
        line: r.line,
        id: data.id,
        name: data.name,
        institution: data.institution,
        town: null,
        category: null,
        tags: data.services,
        search,
        data,
      };
    },
  },
];
