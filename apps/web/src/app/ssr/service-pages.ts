import {
  API,
  type Doctor,
  type DrugDetail,
  type DrugPage,
  type HelpCentre,
  type HospitalDetail,
  type HospitalPage,
  type PublicHealthServiceList,
} from '@portal/contract';
import { drugQueryOptions } from '@/features/drugs/api/get-drug';
import { drugCategoriesQueryOptions } from '@/features/drugs/api/get-drug-categories';
import { DRUG_PAGE_SIZE, drugsQueryOptions } from '@/features/drugs/api/get-drugs';
import { drugFilterOf } from '@/features/drugs/components/drug-list-page';
import { helpQueryOptions } from '@/features/help/api/get-help';
import { doctorQueryOptions } from '@/features/hospitals/api/get-doctor';
import { hospitalQueryOptions } from '@/features/hospitals/api/get-hospital';
import { HOSPITAL_PAGE_SIZE, hospitalsQueryOptions } from '@/features/hospitals/api/get-hospitals';
import { schedulesQueryOptions } from '@/features/hospitals/api/get-schedules';
import { DOCTOR_SCHEDULE_DAYS } from '@/features/hospitals/components/doctor-page';
import { hospitalFilterOf } from '@/features/hospitals/components/hospital-list-page';
import { consultRatingsQueryOptions } from '@/features/interact/api/get-consult-ratings';
import { evaluationSummaryQueryOptions } from '@/features/interact/api/get-evaluation-summary';
import { immunizationQueryOptions } from '@/features/public-health/api/get-immunization';
import { noticesQueryOptions } from '@/features/public-health/api/get-notices';
import { publicHealthServicesQueryOptions } from '@/features/public-health/api/get-services';
import { addDays, chinaToday } from '@/lib/china-date';
import { absolute, firstSentence, type PublicPage } from './page-types';
import {
  collectionData,
  doctorData,
  drugData,
  faqData,
  hospitalData,
  publicHealthData,
} from './structured-data';

/** The service pages the server renders: drugs, hospitals, doctors, help, public health. */

export function drugPage(id: string): PublicPage {
  return {
    modules: ['drug-detail'],
    reads: [
      { key: drugQueryOptions(id).queryKey, url: API.drug.replace(':id', encodeURIComponent(id)) },
    ],
    head([answer], origin) {
      const drug = answer as DrugDetail;
      const canonicalPath = `drug/detail/${encodeURIComponent(drug.id)}`;
      return {
        title: drug.genericName,
        description: `${drug.genericName}：${firstSentence(drug.summary)}`,
        canonicalPath,
        structuredData: drugData(drug, absolute(origin, canonicalPath)),
      };
    },
  };
}

/**
 * /doctor?id=: the doctor, their fortnight's schedules from today (China's day, as the page asks
 * for them), and the evaluations' and consultations' summaries the route puts under them.
 */
export function doctorPage(params: URLSearchParams): PublicPage {
  const id = params.get('id') ?? '';
  const param = encodeURIComponent(id);
  const from = chinaToday();
  const schedules = { doctorId: id, from, to: addDays(from, DOCTOR_SCHEDULE_DAYS - 1) };
  return {
    modules: ['doctor'],
    reads: [
      { key: doctorQueryOptions(id).queryKey, url: API.doctor.replace(':id', param) },
      {
        key: schedulesQueryOptions(schedules).queryKey,
        url: `${API.schedules}?${new URLSearchParams(schedules).toString()}`,
      },
      {
        key: evaluationSummaryQueryOptions({ doctorId: id }).queryKey,
        url: `${API.evaluationSummary}?doctorId=${param}`,
      },
      {
        key: consultRatingsQueryOptions(id).queryKey,
        url: API.doctorConsultRatings.replace(':id', param),
      },
    ],
    head([answer], origin) {
      const doctor = answer as Doctor;
      const canonicalPath = `doctor?id=${encodeURIComponent(doctor.id)}`;
      const hospitalPath = `hospital/detail/${encodeURIComponent(doctor.hospitalId)}`;
      return {
        title: doctor.name,
        description:
          `${doctor.hospitalName} ${doctor.departmentName} ${doctor.title} ${doctor.name}，擅长：${doctor.specialty}`.slice(
            0,
            120,
          ),
        canonicalPath,
        structuredData: doctorData(
          doctor,
          absolute(origin, canonicalPath),
          absolute(origin, hospitalPath),
        ),
      };
    },
  };
}

/** /public_health: its notices, services and the children's immunization table. */
export function publicHealthPage(): PublicPage {
  return {
    modules: ['public-health'],
    reads: [
      { key: noticesQueryOptions().queryKey, url: API.notices },
      { key: publicHealthServicesQueryOptions().queryKey, url: API.publicHealthServices },
      { key: immunizationQueryOptions().queryKey, url: API.immunization },
    ],
    head([, answer], origin) {
      const services = answer as PublicHealthServiceList;
      const canonicalPath = 'public_health';
      return {
        title: '基本公共卫生服务',
        description:
          `县里免费提供的国家基本公共卫生服务：${services.map((s) => s.name).join('、')}`.slice(
            0,
            120,
          ),
        canonicalPath,
        structuredData: publicHealthData(services, absolute(origin, canonicalPath)),
      };
    },
  };
}

/** The help centre shows one category's questions: the chosen one, else the first. */
export function helpPage(params: URLSearchParams): PublicPage {
  const categoryId = params.get('category');
  return {
    modules: ['helpcenter'],
    reads: [{ key: helpQueryOptions().queryKey, url: API.help }],
    head([answer], origin) {
      const { categories } = answer as HelpCentre;
      const category = categories.find((c) => c.id === categoryId) ?? categories[0];
      const canonicalPath =
        category && categoryId === category.id
          ? `helpcenter?category=${encodeURIComponent(category.id)}`
          : 'helpcenter';
      return {
        // The route's own title, as the browser sets it.
        title: '帮助中心',
        description: category
          ? `${category.name}常见问题：${category.entries.map((e) => e.question).join(' ')}`.slice(
              0,
              120,
            )
          : '帮助中心',
        canonicalPath,
        structuredData: faqData(category?.entries ?? [], absolute(origin, canonicalPath)),
      };
    },
  };
}

export function hospitalPage(id: string): PublicPage {
  const param = encodeURIComponent(id);
  return {
    modules: ['hospital-detail'],
    reads: [
      { key: hospitalQueryOptions(id).queryKey, url: API.hospital.replace(':id', param) },
      // Its evaluations' summary, which the route puts under the hospital.
      {
        key: evaluationSummaryQueryOptions({ hospitalId: id }).queryKey,
        url: `${API.evaluationSummary}?hospitalId=${param}`,
      },
    ],
    head([answer], origin) {
      const hospital = answer as HospitalDetail;
      const canonicalPath = `hospital/detail/${encodeURIComponent(hospital.id)}`;
      return {
        title: hospital.name,
        description: `${hospital.name}：${firstSentence(hospital.intro)}`,
        canonicalPath,
        structuredData: hospitalData(hospital, absolute(origin, canonicalPath)),
      };
    },
  };
}

/** A list's API query as the page's client asks it (qs drops what is unset). */
function listQuery(filter: object, pageSize: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, pageSize })) {
    if (value !== undefined) query.set(key, String(value));
  }
  return query.toString();
}

/** /drug?keyword=&category=&otc=&insurance=&page=: a page of the catalogue, as filtered. */
export function drugListPage(params: URLSearchParams): PublicPage {
  const filter = drugFilterOf(params);
  return {
    modules: ['drug'],
    reads: [
      {
        key: drugsQueryOptions(filter).queryKey,
        url: `${API.drugs}?${listQuery(filter, DRUG_PAGE_SIZE)}`,
      },
      { key: drugCategoriesQueryOptions().queryKey, url: API.drugCategories },
    ],
    head([answer], origin) {
      const { list } = answer as DrugPage;
      const canonicalPath = params.size > 0 ? `drug?${params}` : 'drug';
      return {
        title: '药品查询',
        description:
          `常用药的用途、用法、禁忌，县内哪家医院有药：${list.map((d) => d.genericName).join('、')}`.slice(
            0,
            120,
          ),
        canonicalPath,
        structuredData: collectionData(
          '药品查询',
          absolute(origin, canonicalPath),
          list.map((d) => ({
            name: d.genericName,
            url: absolute(origin, `drug/detail/${encodeURIComponent(d.id)}`),
          })),
        ),
      };
    },
  };
}

/** /hospital/list?level=&type=&keyword=&page=: the county's hospitals, as the page filters them. */
export function hospitalListPage(params: URLSearchParams): PublicPage {
  const filter = hospitalFilterOf(params);
  const query = listQuery(filter, HOSPITAL_PAGE_SIZE);
  return {
    modules: ['hospital-list'],
    reads: [{ key: hospitalsQueryOptions(filter).queryKey, url: `${API.hospitals}?${query}` }],
    head([answer], origin) {
      const { list } = answer as HospitalPage;
      const canonicalPath = params.size > 0 ? `hospital/list?${params}` : 'hospital/list';
      return {
        title: '医院介绍',
        description:
          `本县医院的等级、地址、电话和预约挂号：${list.map((h) => h.name).join('、')}`.slice(
            0,
            120,
          ),
        canonicalPath,
        structuredData: collectionData(
          '医院介绍',
          absolute(origin, canonicalPath),
          list.map((h) => ({
            name: h.name,
            url: absolute(origin, `hospital/detail/${encodeURIComponent(h.id)}`),
          })),
        ),
      };
    },
  };
}
