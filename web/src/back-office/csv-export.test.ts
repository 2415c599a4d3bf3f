import { downloadCsv, toCsv, type CsvColumn } from './csv-export';

interface Row {
  name: string;
  amount: number | null;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Amount', value: (row) => row.amount },
];

describe('toCsv (RFC 4180)', () => {
  it('writes a header and one CRLF-ended line per row, empty for a missing value', () => {
    expect(
      toCsv(columns, [
        { name: 'Rosa', amount: 12.5 },
        { name: 'Sam', amount: null },
      ]),
    ).toBe('Name,Amount\r\nRosa,12.5\r\nSam,');
  });

  it('quotes fields with commas, quotes or line breaks and doubles their quotes', () => {
    expect(toCsv(columns, [{ name: 'Quintero, "Rosa"\nline two', amount: 1 }])).toBe(
      'Name,Amount\r\n"Quintero, ""Rosa""\nline two",1',
    );
  });

  it.each(['=HYPERLINK("http://x","y")', '+cmd|calc', '-2+3+cmd|x', '@SUM(A1)', '\t=1+1', '\r=1'])(
    'keeps a spreadsheet from running %j as a formula',
    (name) => {
      const [, line] = toCsv(columns, [{ name, amount: 0 }]).split('\r\n');
      expect(line!.replace(/^"/, '').startsWith(`'${name.slice(0, 1)}`)).toBe(true);
    },
  );

  it('leaves plain numbers and phone numbers as they are, signs included', () => {
    expect(toCsv(columns, [{ name: '+12125550103', amount: -4.5 }])).toBe('Name,Amount\r\n+12125550103,-4.5');
  });
});

describe('downloadCsv', () => {
  it('hands the text to the browser as a UTF-8 CSV file of the given name', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:csv');
    URL.revokeObjectURL = () => undefined;
    const clicked: string[] = [];
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    };
    downloadCsv('bookings.csv', 'a,b');
    expect(clicked).toEqual(['bookings.csv']);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    // The UTF-8 byte order mark (3 bytes) before the text, so spreadsheets read Arabic names right.
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]!);
    });
    expect([...bytes]).toEqual([0xef, 0xbb, 0xbf, ...Buffer.from('a,b')]);
  });
});
