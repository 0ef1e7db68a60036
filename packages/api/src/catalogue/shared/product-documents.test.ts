import { describe, expect, it } from 'vitest';
import { documentSummary, formatFileSize } from './product-documents.ts';

describe('formatFileSize', () => {
  it('counts bytes below a kilobyte', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1023)).toBe('1023 bytes');
  });

  it('shows one decimal below 10 and none above, in 1,024-byte units', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(348_160)).toBe('340 KB');
    expect(formatFileSize(1_258_291)).toBe('1.2 MB');
    expect(formatFileSize(12.4 * 1024 * 1024)).toBe('12 MB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
  });

  it('moves to the next unit rather than showing 1024 of one', () => {
    expect(formatFileSize(1024 * 1024 - 100)).toBe('1 MB');
    expect(formatFileSize(1024 * 1024 * 1024)).toBe('1 GB');
  });
});

describe('documentSummary', () => {
  it('reads kind, type and size', () => {
    expect(documentSummary({ kind: 'spec_sheet', bytes: 1_258_291 })).toBe(
      'Spec sheet · PDF · 1.2 MB',
    );
    expect(documentSummary({ kind: 'safety_data_sheet', bytes: 900 })).toBe(
      'Safety data sheet · PDF · 900 bytes',
    );
  });
});
