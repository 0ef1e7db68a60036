type DemoCategoryName = 'Excavator Upgrade Kits' | 'Machinery' | 'Tools' | 'Safety Gear';

interface DemoCategory {
  name: DemoCategoryName;
  description: string;
}

interface DemoImage {
  /** Served from `packages/db/seed-images` under `/demo-images/`. */
  url: string;
  order: number;
  alt: string;
}

interface DemoProduct {
  name: string;
  category: DemoCategoryName;
  /** Rich-text HTML limited to the tags the shop's editor produces. */
  description: string;
  price: string;
  salePrice?: string;
  stock: number;
  images: DemoImage[];
  /** Volume tiers: from `minQuantity` units on, each costs `price`. */
  tiers?: { minQuantity: number; price: string }[];
}

export const demoCategories: DemoCategory[] = [
  {
    name: 'Excavator Upgrade Kits',
    description:
      'Buckets, thumbs, couplers, breakers and other attachments that get more work out of the excavator you already own.',
  },
  {
    name: 'Machinery',
    description:
      'Compact excavators, loaders, compactors, generators and mixers for contractors and rental fleets.',
  },
  {
    name: 'Tools',
    description:
      'Power tools, measuring and layout instruments built to survive daily use on the job site.',
  },
  {
    name: 'Safety Gear',
    description:
      'Certified head, hand, foot, visibility and fall protection to keep every crew member safe.',
  },
];

function images(...entries: [file: string, alt: string][]): DemoImage[] {
  return entries.map(([file, alt], order) => ({ url: `/demo-images/${file}.svg`, order, alt }));
}

export const demoProducts: DemoProduct[] = [
  {
    name: 'Heavy-Duty Digging Bucket 24"',
    category: 'Excavator Upgrade Kits',
    description:
      '<p>A general-purpose digging bucket for <strong>5 to 8 tonne excavators</strong>, built from Hardox 450 wear plate for long life in rocky ground.</p>' +
      '<h3>Features</h3><ul><li>Bolt-on tooth adapters with five replaceable teeth</li><li>Reinforced side cutters and heel wear strips</li><li>Pin-on ears machined to your machine, or ready for a quick coupler</li></ul>' +
      '<h3>Specifications</h3><ul><li>Width: 24 in (610 mm)</li><li>Capacity: 0.18 m³</li><li>Weight: 198 kg</li></ul>',
    price: '2450.00',
    salePrice: '2199.00',
    stock: 14,
    images: images(
      ['bucket-1', 'Digging bucket, side view'],
      ['bucket-2', 'Digging bucket, front view'],
    ),
  },
  {
    name: 'Hydraulic Thumb Kit for Mini Excavators',
    category: 'Excavator Upgrade Kits',
    description:
      '<p>Turn your mini excavator into a material handler: pick up logs, rocks and demolition debris with a <em>progressive-link</em> hydraulic thumb.</p>' +
      '<ul><li>Three-tine design with serrated edges for a secure grip</li><li>Weld-on base plate and all hoses included</li><li>Folds flat against the arm when not in use</li></ul>' +
      '<p>Fits machines from <strong>1.5 to 4 tonnes</strong>. Auxiliary hydraulics required.</p>',
    price: '1890.00',
    stock: 7,
    images: images(
      ['thumb-1', 'Hydraulic thumb, side view'],
      ['thumb-2', 'Hydraulic thumb, front view'],
    ),
  },
  {
    name: 'Hydraulic Quick Coupler QC-20',
    category: 'Excavator Upgrade Kits',
    description:
      '<p>Change attachments in seconds without leaving the cab. The QC-20 hydraulic coupler locks both pins with a <strong>double safety latch</strong>.</p>' +
      '<ul><li>Works with buckets, rippers, breakers and thumbs</li><li>Check valve keeps the lock engaged if pressure is lost</li><li>Audible alarm while unlocked</li></ul>' +
      '<h3>Specifications</h3><ol><li>Machine class: 13 to 20 tonnes</li><li>Pin diameter: 65 to 80 mm</li><li>Operating pressure: 40 to 280 bar</li></ol>',
    price: '3275.00',
    stock: 23,
    images: images(
      ['quick-coupler-1', 'Hydraulic quick coupler, side view'],
      ['quick-coupler-2', 'Hydraulic quick coupler, top view'],
    ),
  },
  {
    name: 'HB-900 Hydraulic Breaker Hammer',
    category: 'Excavator Upgrade Kits',
    description:
      '<p>Break concrete, asphalt and rock with 1,100 blows per minute. The HB-900 is tuned for <strong>6 to 9 tonne carriers</strong> and runs quietly thanks to its sound-damped housing.</p>' +
      '<h3>Features</h3><ul><li>Automatic lubrication port</li><li>Anti-blank-firing protection</li><li>Chisel and moil point included</li></ul>' +
      '<h3>Specifications</h3><ul><li>Operating weight: 520 kg</li><li>Tool diameter: 85 mm</li><li>Oil flow: 50 to 90 l/min</li></ul>',
    price: '8950.00',
    salePrice: '8490.00',
    stock: 4,
    images: images(
      ['hammer-1', 'Hydraulic breaker hammer'],
      ['hammer-2', 'Hydraulic breaker hammer breaking rock'],
      ['hammer-3', 'Hydraulic breaker hammer dimensions'],
    ),
  },
  {
    name: 'Single-Shank Ripper Tooth',
    category: 'Excavator Upgrade Kits',
    description:
      '<p>Loosen frozen ground, hardpan and soft rock before digging, so your bucket does less work and lasts longer.</p>' +
      '<ul><li>Curved shank concentrates full breakout force on the tip</li><li>Replaceable cast tooth</li><li>Available for 3 to 20 tonne machines</li></ul>',
    price: '1150.00',
    stock: 31,
    images: images(['ripper', 'Ripper tooth']),
  },
  {
    name: 'Ditch Cleaning Bucket 60"',
    category: 'Excavator Upgrade Kits',
    description:
      '<p>A wide, smooth-edged bucket for grading, ditch cleaning and final trimming. Drain holes let water escape so you carry material, not mud.</p>' +
      '<ul><li>Bolt-on reversible cutting edge</li><li>Drain holes across the back plate</li><li>Light enough for <em>fast finishing passes</em></li></ul>',
    price: '1675.00',
    stock: 0,
    images: images(['ditch-bucket', 'Ditch cleaning bucket']),
  },
  {
    name: 'Earth Auger Drive with 12" Bit',
    category: 'Excavator Upgrade Kits',
    description:
      '<p>Drill post holes, piles and tree pits up to 3 m deep with a planetary-drive auger that mounts on your excavator or skid steer.</p>' +
      '<ul><li>Bidirectional motor to back out of tight holes</li><li>Hardened flighting and pilot point</li><li>Hoses and hex-shaft adapter included</li></ul>' +
      '<p>Need a bigger bit? <a href="/contact" rel="noopener noreferrer nofollow">Ask our team</a> for 18" and 24" options.</p>',
    price: '3890.00',
    stock: 12,
    images: images(['auger', 'Earth auger drive']),
  },
  {
    name: 'Compact Mini Excavator 3.5 t',
    category: 'Machinery',
    description:
      '<p>A zero-tail-swing excavator that digs like a bigger machine and fits through a residential gate. Ideal for utilities, landscaping and foundations.</p>' +
      '<h2>Why contractors choose it</h2><ul><li>Fuel-efficient 24.8 hp Tier 4 Final diesel</li><li>Auxiliary hydraulics for thumbs, augers and breakers</li><li>Enclosed cab with heating and A/C</li></ul>' +
      '<h3>Specifications</h3><ul><li>Operating weight: 3,500 kg</li><li>Max dig depth: 3.1 m</li><li>Transport length: 4.9 m</li></ul>',
    price: '48500.00',
    salePrice: '46900.00',
    stock: 2,
    images: images(
      ['excavator-1', 'Compact excavator, side view'],
      ['excavator-2', 'Compact excavator digging'],
      ['excavator-3', 'Compact excavator dimensions'],
    ),
  },
  {
    name: 'Skid Steer Loader SL-75',
    category: 'Machinery',
    description:
      '<p>A vertical-lift skid steer with a <strong>2,500 lb rated operating capacity</strong> for loading trucks, moving pallets and grading pads.</p>' +
      '<ul><li>74 hp turbo diesel</li><li>Universal quick-attach plate</li><li>Pilot joystick controls</li></ul>',
    price: '42900.00',
    stock: 3,
    images: images(
      ['skid-steer-1', 'Skid steer loader'],
      ['skid-steer-2', 'Skid steer loader with arms raised'],
    ),
  },
  {
    name: 'Vibratory Plate Compactor 5.5 HP',
    category: 'Machinery',
    description:
      '<p>Compact granular soil, gravel and pavers with a 5.5 hp four-stroke engine and 3,000 lbf of centrifugal force.</p>' +
      '<ul><li>Water tank for asphalt work</li><li>Vibration-isolated folding handle</li><li>Lifting hook and transport wheels</li></ul>',
    price: '1249.00',
    stock: 18,
    images: images(['compactor', 'Plate compactor']),
  },
  {
    name: 'Portable Generator 7,500 W',
    category: 'Machinery',
    description:
      '<p>Reliable power for tools, lights and site offices. Electric start and a 6.6 gallon tank give <strong>up to 11 hours</strong> of run time at half load.</p>' +
      '<ul><li>Four 120 V GFCI outlets and one 240 V twist-lock</li><li>Low-oil shutdown</li><li>Steel roll cage with never-flat wheels</li></ul>',
    price: '1299.00',
    salePrice: '1149.00',
    stock: 26,
    images: images(
      ['generator-1', 'Portable generator'],
      ['generator-2', 'Portable generator, control panel side'],
    ),
  },
  {
    name: 'Electric Concrete Mixer 5 cu ft',
    category: 'Machinery',
    description:
      '<p>Mix concrete, mortar and stucco on site with a direct-drive mixer that plugs into any standard outlet.</p>' +
      '<ul><li>Steel drum with mixing paddles</li><li>Tilting handwheel for controlled pouring</li><li>Wheelbarrow-style frame with solid rubber wheels</li></ul>',
    price: '689.00',
    stock: 9,
    images: images(['mixer', 'Concrete mixer']),
  },
  {
    name: '20V Cordless Hammer Drill Kit',
    category: 'Tools',
    description:
      '<p>A brushless hammer drill for masonry, wood and metal, with <strong>two 5.0 Ah batteries</strong>, a fast charger and a hard case.</p>' +
      '<ul><li>750 in-lbs of torque</li><li>Three modes: drill, hammer, driver</li><li>LED work light</li></ul>',
    price: '229.00',
    salePrice: '189.00',
    stock: 64,
    images: images(
      ['drill-1', 'Cordless hammer drill'],
      ['drill-2', 'Cordless hammer drill, left side'],
    ),
  },
  {
    name: '7-1/4" Circular Saw 15 A',
    category: 'Tools',
    description:
      '<p>A lightweight circular saw for framing and sheet goods, with a 24-tooth carbide blade included.</p>' +
      '<ul><li>5,200 RPM motor</li><li>Bevel up to 56°</li><li>Electric brake stops the blade in seconds</li></ul>',
    price: '159.99',
    stock: 41,
    images: images(['saw', 'Circular saw']),
  },
  {
    name: 'Rotary Laser Level Kit',
    category: 'Tools',
    description:
      '<p>Self-levelling rotary laser for grading, foundations and ceilings, accurate to <strong>±1/16 in at 100 ft</strong>.</p>' +
      '<ul><li>2,000 ft working diameter with the receiver</li><li>IP66 dust and water protection</li><li>Tripod, grade rod and receiver included</li></ul>',
    price: '899.00',
    stock: 6,
    images: images(
      ['laser-level-1', 'Rotary laser level on tripod'],
      ['laser-level-2', 'Rotary laser level close-up'],
    ),
  },
  {
    name: '30 ft Tape Measure',
    category: 'Tools',
    description:
      '<p>A tough tape with a 13 ft standout and a nylon-coated blade that resists wear.</p>' +
      '<ul><li>Impact-resistant rubber case</li><li>Magnetic double hook</li><li>Belt clip</li></ul>',
    price: '29.99',
    stock: 250,
    tiers: [
      { minQuantity: 10, price: '26.99' },
      { minQuantity: 50, price: '23.99' },
    ],
    images: images(['tape', 'Tape measure']),
  },
  {
    name: '4-1/2" Angle Grinder',
    category: 'Tools',
    description:
      '<p>Cut rebar, grind welds and clean up concrete with a compact 11 A grinder.</p>' +
      '<ul><li>Tool-free guard adjustment</li><li>Two-position side handle</li><li>Paddle switch with <u>no-lock-on</u> safety</li></ul>',
    price: '89.99',
    stock: 0,
    images: images(['grinder', 'Angle grinder']),
  },
  {
    name: 'Vented Hard Hat, 6-Point Suspension',
    category: 'Safety Gear',
    description:
      '<p>A full-brim hard hat that meets <strong>ANSI Z89.1 Type I, Class C</strong> and keeps heads cool on hot days.</p>' +
      '<ul><li>Ratchet suspension with sweatband</li><li>Accessory slots for earmuffs and face shields</li><li>Available in yellow and white</li></ul>',
    price: '39.99',
    stock: 120,
    tiers: [
      { minQuantity: 10, price: '35.99' },
      { minQuantity: 50, price: '31.99' },
    ],
    images: images(['helmet-1', 'Yellow hard hat'], ['helmet-2', 'White hard hat']),
  },
  {
    name: 'Class 2 High-Visibility Vest',
    category: 'Safety Gear',
    description:
      '<p>Breathable mesh safety vest meeting <strong>ANSI/ISEA 107 Class 2</strong> for work near traffic.</p>' +
      '<ul><li>2 in reflective tape</li><li>Zip front and radio pocket</li><li>Sizes S to 5XL</li></ul>',
    price: '34.99',
    salePrice: '29.99',
    stock: 300,
    images: images(['vest', 'High-visibility vest']),
  },
  {
    name: 'Cut-Resistant Work Gloves, 3 Pairs',
    category: 'Safety Gear',
    description:
      '<p>ANSI A4 cut-resistant gloves with a nitrile-dipped palm for grip on wet and oily materials.</p>' +
      '<ul><li>Touchscreen-compatible fingertips</li><li>Machine washable</li><li>Knit cuff keeps debris out</li></ul>',
    price: '32.99',
    stock: 180,
    tiers: [{ minQuantity: 12, price: '28.99' }],
    images: images(['gloves', 'Work gloves']),
  },
  {
    name: 'Steel-Toe Waterproof Work Boots',
    category: 'Safety Gear',
    description:
      '<p>Full-grain leather boots with a waterproof membrane and <strong>ASTM F2413</strong> steel toe protection.</p>' +
      '<ul><li>Slip- and oil-resistant rubber outsole</li><li>Electrical hazard rated</li><li>Cushioned removable insole</li></ul>' +
      '<p>Colours: brown, dark brown, <s>black</s> (discontinued).</p>',
    price: '149.00',
    stock: 45,
    images: images(['boots-1', 'Work boot, side view'], ['boots-2', 'Pair of work boots']),
  },
  {
    name: 'Full-Body Fall Protection Harness',
    category: 'Safety Gear',
    description:
      '<p>A five-point harness for roofing, scaffolding and aerial lifts, rated to <strong>ANSI Z359.11</strong>.</p>' +
      '<ul><li>Back D-ring for lanyards and lifelines</li><li>Quick-connect chest and leg buckles</li><li>Padded shoulders for all-day wear</li></ul>' +
      '<p>Inspect before every use and replace after any fall.<br />Lanyard sold separately.</p>',
    price: '119.00',
    stock: 8,
    images: images(['harness', 'Full-body fall protection harness']),
  },
];
