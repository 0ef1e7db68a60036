/**
 * The search bench's catalogue, the same on every run: 300 machine models of 15 makes and 10,000
 * products named from attachment and tool words, makes and sizes, with their fitment.
 */
import type { CouplerType } from '@buildright/db/domain';

export const PRODUCTS = 10_000;
export const MACHINES = 300;

/** The same catalogue on every run. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(20_250_601);
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (p: number) => random() < p;

// --- Machines: 300 models of 15 makes, mini excavators to 50 t, some skid steers. ---

const machineMakes = [
  ['CAT', 'E'],
  ['Komatsu', 'PC'],
  ['Hitachi', 'ZX'],
  ['Volvo', 'EC'],
  ['JCB', 'JS'],
  ['Kubota', 'KX'],
  ['Takeuchi', 'TB'],
  ['Bobcat', 'E'],
  ['Doosan', 'DX'],
  ['Hyundai', 'HX'],
  ['Kobelco', 'SK'],
  ['Yanmar', 'ViO'],
  ['Case', 'CX'],
  ['John Deere', 'D'],
  ['Liebherr', 'R'],
] as const;

function pinFor(weightKg: number): number {
  if (weightKg < 2_000) return pick([30, 35]);
  if (weightKg < 4_000) return 40;
  if (weightKg < 8_000) return pick([45, 50]);
  if (weightKg < 15_000) return pick([60, 65]);
  if (weightKg < 25_000) return pick([70, 80]);
  return pick([90, 100]);
}

export const machineRows = Array.from({ length: MACHINES }, (_, i) => {
  const [make, prefix] = machineMakes[i % machineMakes.length]!;
  const series = Math.floor(i / machineMakes.length);
  if (i % 7 === 3) {
    return {
      make,
      model: `SL${200 + series * 5}`,
      operatingWeightKg: between(2_000, 5_000),
      pinDiameterMm: null,
      coupler: 'skid-steer' as CouplerType,
    };
  }
  const operatingWeightKg = between(8, 500) * 100;
  return {
    make,
    model: `${prefix}${Math.round(operatingWeightKg / 100)}-${series + 1}`,
    operatingWeightKg,
    pinDiameterMm: pinFor(operatingWeightKg),
    coupler: pick(['pin-on', 'hydraulic', 'mechanical', 'tiltrotator'] as const),
  };
});

// --- Products: names from attachment and tool words, makes and sizes, in 10 categories. ---

const brands = [
  'Ironclad',
  'Trackmaster',
  'Digmax',
  'Hartwell',
  'Norvik',
  'Strata',
  'Bulldog',
  'Kestrel',
  'Ridgeline',
  'Granite',
];
const inches = () => `${between(6, 36) * 2}"`;
const mm = (min: number, max: number) => `${between(min, max) * 10} mm`;
const code = (letters: string) => `${letters}-${between(1, 99) * 10}`;

interface Kind {
  category: string;
  attachment: boolean;
  price: [number, number];
  names: (() => string)[];
}

export const kinds: Kind[] = [
  {
    category: 'Buckets',
    attachment: true,
    price: [300, 9_000],
    names: [
      () =>
        `${pick(['Digging', 'Heavy-Duty Digging', 'Trenching', 'Rock', 'General Purpose'])} Bucket ${inches()}`,
      () =>
        `${pick(['Ditch Cleaning', 'Tilt Ditch', 'Grading', 'Skeleton', 'Riddle'])} Bucket ${mm(90, 250)}`,
    ],
  },
  {
    category: 'Breakers & Hammers',
    attachment: true,
    price: [1_500, 15_000],
    names: [
      () => `Hydraulic Breaker Hammer ${code('HB')}`,
      () => `${pick(['Moil Point', 'Chisel', 'Blunt Tool'])} for Breaker ${mm(4, 14)}`,
    ],
  },
  {
    category: 'Couplers & Hitches',
    attachment: true,
    price: [800, 7_000],
    names: [
      () => `${pick(['Hydraulic', 'Mechanical'])} Quick Coupler ${code('QC')}`,
      () => `${pick(['Pin Grab', 'Tilting', 'Powertilt'])} Hitch ${between(1, 40)} t`,
    ],
  },
  {
    category: 'Thumbs & Grapples',
    attachment: true,
    price: [600, 8_000],
    names: [
      () => `${pick(['Hydraulic', 'Mechanical', 'Progressive Link'])} Thumb Kit ${mm(20, 90)}`,
      () => `${pick(['Demolition', 'Sorting', 'Log', 'Rock'])} Grapple ${code('GR')}`,
    ],
  },
  {
    category: 'Augers',
    attachment: true,
    price: [250, 6_000],
    names: [
      () => `Earth Auger Drive ${between(10, 120) * 100} Nm`,
      () => `${pick(['Earth', 'Rock', 'Tree Planting'])} Auger Bit ${inches()}`,
    ],
  },
  {
    category: 'Rippers & Rakes',
    attachment: true,
    price: [300, 5_000],
    names: [
      () => `${pick(['Single Shank', 'Frost', 'Triple Shank'])} Ripper ${between(1, 40)} t`,
      () => `${pick(['Root', 'Stick', 'Land Clearing'])} Rake ${inches()}`,
    ],
  },
  {
    category: 'Wear Parts',
    attachment: true,
    price: [20, 900],
    names: [
      () => `${pick(['Bucket Tooth', 'Tooth Adapter', 'Rock Tooth', 'Tiger Tooth'])} ${code('T')}`,
      () =>
        `${pick(['Bolt-On Cutting Edge', 'Side Cutter Pair', 'Retainer Pin Kit'])} ${mm(30, 250)}`,
    ],
  },
  {
    category: 'Power Tools',
    attachment: false,
    price: [40, 1_500],
    names: [
      () =>
        `${pick([12, 18, 20, 36, 54])}V Cordless ${pick(['Hammer Drill', 'Impact Wrench', 'Angle Grinder', 'Circular Saw'])} Kit`,
      () =>
        `${pick(['SDS-Max Rotary Hammer', 'Petrol Cut-Off Saw', 'Core Drill', 'Demolition Hammer'])} ${between(8, 30) * 100} W`,
    ],
  },
  {
    category: 'Safety Gear',
    attachment: false,
    price: [5, 400],
    names: [
      () =>
        `${pick(['Class 2 High-Visibility Vest', 'Cut-Resistant Work Gloves', 'Vented Hard Hat', 'Anti-Fog Safety Glasses'])}, Size ${pick(['S', 'M', 'L', 'XL'])}`,
      () =>
        `${pick(['Steel-Toe Waterproof Work Boots', 'Full-Body Fall Protection Harness', 'Ear Defenders', 'Dust Mask Respirator'])} ${code('PPE')}`,
    ],
  },
  {
    category: 'Site Equipment',
    attachment: false,
    price: [150, 12_000],
    names: [
      () =>
        `${pick(['Portable Generator', 'Inverter Generator', 'LED Light Tower'])} ${between(2, 20) * 500} W`,
      () =>
        `${pick(['Plate Compactor', 'Trash Water Pump', 'Rotary Laser Level', 'Concrete Mixer'])} ${code('SE')}`,
    ],
  },
];

const sentences = [
  'Built from wear-resistant steel for daily work on site.',
  'Fits excavators and backhoes within the weight class shown.',
  'Reinforced where the load is highest, so it lasts through seasons of digging.',
  'Every unit is checked and tested before it leaves the workshop.',
  'Delivered ready to fit, with pins and bushings where the machine needs them.',
  'A favourite of contractors, landscapers and utility crews.',
  'Replaceable wear parts keep running costs down.',
  'Lightweight design keeps the machine stable at full reach.',
  'Covered by a two-year warranty against manufacturing defects.',
  'Spare parts are kept in stock and ship the same day.',
];

/** Product ranges with made-up names ("Kelbrix"): a real catalogue's thousands of proper nouns. */
const syllables = [
  'ka',
  'vel',
  'tor',
  'brix',
  'mon',
  'dra',
  'sen',
  'qui',
  'lux',
  'ter',
  'ro',
  'zan',
  'fel',
  'gar',
  'om',
  'pex',
];
const ranges = Array.from({ length: 2_000 }, () =>
  Array.from({ length: between(2, 3) }, () => pick(syllables)).join(''),
);

function descriptionOf(name: string): string {
  const said = Array.from({ length: between(2, 4) }, () => pick(sentences)).join(' ');
  const range = pick(ranges);
  return (
    `<p>The <strong>${name}</strong> by ${pick(brands)}, from the ${range[0]!.toUpperCase()}${range.slice(1)} range. ${said}</p>` +
    `<ul><li>Weight: ${between(5, 900)} kg</li><li>Made in ${pick(['Germany', 'Sweden', 'the UK', 'Japan', 'the USA'])}</li></ul>`
  );
}

const weightClasses: [number, number][] = [
  [800, 2_000],
  [1_500, 4_000],
  [3_000, 8_000],
  [6_000, 12_000],
  [10_000, 20_000],
  [18_000, 30_000],
  [25_000, 50_000],
];

/** Attachments fit by a rule (weight class, pin, coupler), by listed models, or both. */
function fitmentOf(attachment: boolean) {
  if (!attachment) return { fitsUniversal: true, models: [] as number[] };
  const shape = random();
  const byRule = shape < 0.7;
  const byList = shape >= 0.5;
  const [min, max] = pick(weightClasses);
  return {
    fitsUniversal: false,
    fitMinWeightKg: byRule ? min : null,
    fitMaxWeightKg: byRule ? max : null,
    fitPinMm: byRule && chance(0.5) ? pinFor((min + max) / 2) : null,
    fitCoupler: byRule && chance(0.4) ? pick(['pin-on', 'hydraulic', 'mechanical'] as const) : null,
    models: byList ? Array.from({ length: between(3, 12) }, () => between(1, MACHINES)) : [],
  };
}

export const productRows = Array.from({ length: PRODUCTS }, (_, i) => {
  const kindIndex = i % kinds.length;
  const kind = kinds[kindIndex]!;
  const name = `${pick(brands)} ${pick(kind.names)()}`;
  const price = between(kind.price[0], kind.price[1]);
  const { models, ...fitment } = fitmentOf(kind.attachment);
  return {
    row: {
      name,
      description: descriptionOf(name),
      price: `${price}.${pick(['00', '50', '95', '99'])}`,
      salePrice: chance(0.15) ? (price * (0.8 + random() * 0.15)).toFixed(2) : null,
      stock: chance(0.2) ? 0 : between(1, 200),
      isActive: !chance(0.03),
      createdAt: new Date(Date.now() - between(0, 730) * 86_400_000),
      ...fitment,
    },
    kindIndex,
    models: [...new Set(models)],
  };
});
