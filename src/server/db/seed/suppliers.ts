import type { Certification } from '../../../domain/supplier/constants.ts';
import { suppliers } from '../schema.ts';
import type { SeedContext } from './context.ts';

interface DemoSupplier {
  key: string;
  name: string;
  country: string;
  address: string;
  phone: string;
  domain: string;
  rating: string;
  certifications: Certification[];
  sustainabilityScore: number;
  leadTimeDays: number;
  minimumOrderValue: string;
  createdDaysAgo: number;
}

// Fictional companies on the reserved .example domain, so no demo e-mail can reach a real inbox.
export const DEMO_SUPPLIERS: readonly DemoSupplier[] = [
  {
    key: 'botanica',
    name: 'Botanica Naturals Inc.',
    country: 'United States',
    address: '1200 NW Everett St, Portland, OR 97209',
    phone: '+1 503 555 0142',
    domain: 'botanicanaturals.example',
    rating: '4.7',
    certifications: ['organic', 'fair_trade', 'sustainable', 'cruelty_free'],
    sustainabilityScore: 92,
    leadTimeDays: 14,
    minimumOrderValue: '500.00',
    createdDaysAgo: 240,
  },
  {
    key: 'chempure',
    name: 'ChemPure Laboratories GmbH',
    country: 'Germany',
    address: 'Industriestraße 12, 67063 Ludwigshafen',
    phone: '+49 621 555 0190',
    domain: 'chempure-labs.example',
    rating: '4.5',
    certifications: ['iso_9001', 'iso_14001'],
    sustainabilityScore: 68,
    leadTimeDays: 21,
    minimumOrderValue: '1500.00',
    createdDaysAgo: 239,
  },
  {
    key: 'pacific',
    name: 'Pacific Coast Pack & Fill',
    country: 'United States',
    address: '455 Harbor Way, Long Beach, CA 90802',
    phone: '+1 562 555 0177',
    domain: 'pacificpackfill.example',
    rating: '4.1',
    certifications: ['iso_9001', 'sustainable'],
    sustainabilityScore: 74,
    leadTimeDays: 10,
    minimumOrderValue: '2500.00',
    createdDaysAgo: 236,
  },
  {
    key: 'alpine',
    name: 'Alpine Actives AG',
    country: 'Switzerland',
    address: 'Bahnhofstrasse 88, 4057 Basel',
    phone: '+41 61 555 0123',
    domain: 'alpineactives.example',
    rating: '4.8',
    certifications: ['iso_9001', 'iso_14001', 'cruelty_free'],
    sustainabilityScore: 81,
    leadTimeDays: 28,
    minimumOrderValue: '3000.00',
    createdDaysAgo: 233,
  },
  {
    key: 'sahel',
    name: 'Sahel Shea Cooperative',
    country: 'Ghana',
    address: 'Plot 14, Industrial Area, Tamale',
    phone: '+233 37 555 0108',
    domain: 'sahelshea.example',
    rating: '4.3',
    certifications: ['organic', 'fair_trade', 'sustainable'],
    sustainabilityScore: 88,
    leadTimeDays: 45,
    minimumOrderValue: '800.00',
    createdDaysAgo: 230,
  },
  {
    key: 'iberian',
    name: 'Iberian Olive Derivatives S.L.',
    country: 'Spain',
    address: 'Polígono El Florío 7, 18015 Granada',
    phone: '+34 958 555 061',
    domain: 'iberianolive.example',
    rating: '4.4',
    certifications: ['organic', 'sustainable', 'iso_14001'],
    sustainabilityScore: 85,
    leadTimeDays: 18,
    minimumOrderValue: '1000.00',
    createdDaysAgo: 228,
  },
  {
    key: 'kanto',
    name: 'Kanto Fine Chemicals Co.',
    country: 'Japan',
    address: '3-5-1 Nihonbashi, Chuo-ku, Tokyo 103-0027',
    phone: '+81 3 5555 0147',
    domain: 'kantofine.example',
    rating: '4.6',
    certifications: ['iso_9001'],
    sustainabilityScore: 55,
    leadTimeDays: 35,
    minimumOrderValue: '2000.00',
    createdDaysAgo: 226,
  },
  {
    key: 'greatlakes',
    name: 'Great Lakes Lab Supply',
    country: 'Canada',
    address: '220 Industrial Pkwy S, Aurora, ON L4G 3V6',
    phone: '+1 905 555 0166',
    domain: 'greatlakeslab.example',
    rating: '4.2',
    certifications: ['iso_9001', 'iso_14001', 'sustainable', 'cruelty_free'],
    sustainabilityScore: 79,
    leadTimeDays: 7,
    minimumOrderValue: '250.00',
    createdDaysAgo: 224,
  },
  {
    key: 'terramin',
    name: 'TerraMin Minerals Pty Ltd',
    country: 'Australia',
    address: '18 Quarry Rd, Welshpool WA 6106',
    phone: '+61 8 5555 0131',
    domain: 'terramin.example',
    rating: '3.8',
    certifications: ['iso_9001'],
    sustainabilityScore: 61,
    leadTimeDays: 30,
    minimumOrderValue: '1200.00',
    createdDaysAgo: 200,
  },
  {
    key: 'aromatica',
    name: 'Aromatica Grasse SAS',
    country: 'France',
    address: '9 Avenue de la Parfumerie, 06130 Grasse',
    phone: '+33 4 93 55 50 12',
    domain: 'aromatica-grasse.example',
    rating: '4.0',
    certifications: ['organic', 'fair_trade', 'cruelty_free'],
    sustainabilityScore: 72,
    leadTimeDays: 21,
    minimumOrderValue: '600.00',
    createdDaysAgo: 180,
  },
  {
    key: 'meridian',
    name: 'Meridian Surfactants Ltd',
    country: 'United Kingdom',
    address: 'Unit 4, Runcorn Science Park, Runcorn WA7 4QX',
    phone: '+44 1928 555 014',
    domain: 'meridiansurfactants.example',
    rating: '3.2',
    certifications: [],
    sustainabilityScore: 42,
    leadTimeDays: 14,
    minimumOrderValue: '1000.00',
    createdDaysAgo: 52,
  },
];

export async function seedSuppliers(ctx: SeedContext): Promise<void> {
  const rows = await ctx.tx
    .insert(suppliers)
    .values(
      DEMO_SUPPLIERS.map((s) => ({
        name: s.name,
        contactEmail: `orders@${s.domain}`,
        contactPhone: s.phone,
        address: s.address,
        country: s.country,
        website: `https://www.${s.domain}`,
        rating: s.rating,
        certifications: s.certifications,
        sustainabilityScore: s.sustainabilityScore,
        leadTimeDays: s.leadTimeDays,
        minimumOrderValue: s.minimumOrderValue,
        createdAt: ctx.daysAgo(s.createdDaysAgo),
        updatedAt: ctx.daysAgo(s.createdDaysAgo),
      })),
    )
    .returning({ id: suppliers.id, name: suppliers.name });
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  for (const s of DEMO_SUPPLIERS) ctx.suppliers[s.key] = byName.get(s.name)!;
}
