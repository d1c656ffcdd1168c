import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, leadCsvHeader } from '@/lib/leads/csv';

describe('CSV export', () => {
  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+357 22 000000')).toBe("'+357 22 000000");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r=cmd')).toBe(`"'\r=cmd"`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('leaves ordinary text alone and quotes only what needs it', () => {
    expect(csvCell('Nicosia Motors')).toBe('Nicosia Motors');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('mid=dle')).toBe('mid=dle');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2030-01-02T03:04:05Z'))).toBe('2030-01-02T03:04:05.000Z');
  });

  it('ends rows with CRLF and names the inbox columns', () => {
    expect(csvRow(['a', null, '=b'])).toBe("a,,'=b\r\n");
    expect(
      leadCsvHeader.startsWith(
        'created_at,name,email,phone,company,package,cars,budget,message,source,form,status',
      ),
    ).toBe(true);
  });
});
