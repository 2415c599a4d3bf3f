/**
 * The catalogue API on the twin: car types (with an uploaded image), cancellation reasons, and the
 * shop's categories and products — public reads, admin writes, refusals by role and by the demo lock.
 */
import type { Twin } from '@wayfare/infra/local/twin';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { demoCancelReasons } from '@wayfare/infra/local/seed/demo-catalogue';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { startTestTwin } from '../../support/twin';

type Auth = { accessToken: string } | { apiKey: string };
type Result<T> = Awaited<ReturnType<typeof graphql<T>>>;

const CAR_FIELDS = `id name image rate_per_unit_distance rate_per_hour base_fare min_fare convenience_fees
  convenience_fee_type parcelTypes { name amount } options { name amount }`;
const CAR_TYPES = `{ carTypes { ${CAR_FIELDS} } }`;
const ADD_CAR = `mutation Add($input: CarTypeInput!) { addCarType(input: $input) { ${CAR_FIELDS} } }`;
const UPDATE_CAR = `mutation Update($id: ID!, $input: CarTypeInput!) { updateCarType(id: $id, input: $input) { ${CAR_FIELDS} } }`;
const DELETE_CAR = `mutation Delete($id: ID!) { deleteCarType(id: $id) }`;
const UPLOAD = `mutation Upload($kind: UploadKind!, $contentType: String!, $contentLength: Int!) {
  createUploadUrl(kind: $kind, contentType: $contentType, contentLength: $contentLength) { url key headers } }`;
const REASONS = `{ cancelReasons { label value } }`;
const SET_REASONS = `mutation Set($labels: [String!]!) { updateCancelReasons(labels: $labels) { label value } }`;
const CATEGORIES = `query Categories($limit: Int, $nextToken: String) {
  categories(limit: $limit, nextToken: $nextToken) { items { id name description } nextToken } }`;
const ADD_CATEGORY = `mutation Add($input: CategoryInput!) { addCategory(input: $input) { id name description } }`;
const UPDATE_CATEGORY = `mutation Update($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id name } }`;
const DELETE_CATEGORY = `mutation Delete($id: ID!) { deleteCategory(id: $id) }`;
const PRODUCT_FIELDS = `id name image category amount size description`;
const PRODUCTS = `query Products($category: ID, $limit: Int, $nextToken: String) {
  products(category: $category, limit: $limit, nextToken: $nextToken) { items { ${PRODUCT_FIELDS} } nextToken } }`;
const ADD_PRODUCT = `mutation Add($input: ProductInput!) { addProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE_PRODUCT = `mutation Update($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
const DELETE_PRODUCT = `mutation Delete($id: ID!) { deleteProduct(id: $id) }`;
const UPDATE_SETTINGS = `mutation Settings($input: SettingsInput!) { updateSettings(input: $input) { AllowCriticalEditsAdmin } }`;

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const scooter = {
  name: 'Scooter',
  rate_per_unit_distance: 0.95,
  rate_per_hour: 10.5,
  base_fare: 1.25,
  min_fare: 4,
  convenience_fees: 7.5,
  convenience_fee_type: 'percentage',
  parcelTypes: [{ name: 'Envelope', amount: 0.5 }],
  options: [{ name: 'Fragile', amount: 1.75 }],
};

describe('catalogue API on the twin', () => {
  let twin: Twin;
  const as = {} as Record<'admin' | 'fleetadmin' | 'driver' | 'rider', { accessToken: string }>;
  let anonymous: { apiKey: string };

  const call = <T = Record<string, unknown>>(
    auth: Auth,
    query: string,
    variables?: Record<string, unknown>,
  ) => graphql<T>(twin.outputs, auth, query, variables);
  const errorOf = (result: Result<unknown>) =>
    result.errors?.[0] && { errorType: result.errors[0].errorType, message: result.errors[0].message };
  const refusedBySchema = (result: Result<unknown>) =>
    expect(result.errors?.[0]?.errorType).toBe('Unauthorized');
  const ok = <T>(result: Result<T>): T => {
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  const uploadImage = async (auth: Auth, kind: string): Promise<string> => {
    const { createUploadUrl: target } = ok(
      await call<{ createUploadUrl: { url: string; key: string; headers: string } }>(auth, UPLOAD, {
        kind,
        contentType: 'image/png',
        contentLength: PNG.length,
      }),
    );
    const put = await fetch(target.url, {
      method: 'PUT',
      headers: JSON.parse(target.headers) as Record<string, string>,
      body: new Uint8Array(PNG),
    });
    expect(put.status).toBe(200);
    return target.key;
  };
  beforeAll(async () => {
    twin = await startTestTwin();
    anonymous = { apiKey: twin.outputs.apiKey };
    for (const role of ['admin', 'fleetadmin', 'driver', 'rider'] as const) {
      as[role] = await signInWithCode(twin.outputs, twin.outputs.demoAccounts[role]);
    }
  });
  afterAll(() => twin?.close());

  describe('car types', () => {
    type Car = typeof scooter & { id: string; image: string | null };
    const carTypes = async (auth: Auth = anonymous) =>
      ok(await call<{ carTypes: Car[] }>(auth, CAR_TYPES)).carTypes;

    it('lists the seeded car types in the order added, with the API key and signed in', async () => {
      const names = (await carTypes()).map((car) => car.name);
      expect(names).toEqual(['Economy', 'Comfort', 'XL', 'Delivery Bike']);
      expect((await carTypes(as.rider)).map((car) => car.name)).toEqual(names);
    });

    it("shows each seeded car type's picture from the images bucket", async () => {
      for (const car of await carTypes(as.rider)) {
        const shown = await fetch(car.image!);
        expect({ car: car.name, status: shown.status, type: shown.headers.get('content-type') }).toEqual({
          car: car.name,
          status: 200,
          type: 'image/png',
        });
        // A PNG's signature.
        expect(
          Buffer.from(await shown.arrayBuffer())
            .subarray(1, 4)
            .toString(),
        ).toBe('PNG');
      }
    });

    it('adds a car type with an uploaded image, edits it and deletes it', async () => {
      const image = await uploadImage(as.admin, 'CAR_TYPE_IMAGE');
      expect(image).toMatch(/^car-types\/.+\.png$/);
      const { addCarType: added } = ok(
        await call<{ addCarType: Car }>(as.admin, ADD_CAR, { input: { ...scooter, image } }),
      );
      expect(added).toMatchObject({ ...scooter, id: expect.any(String) });
      const listed = (await carTypes()).find((car) => car.id === added.id);
      expect(listed).toMatchObject(scooter);
      const shown = await fetch(listed!.image!);
      expect(shown.status).toBe(200);
      expect(Buffer.from(await shown.arrayBuffer())).toEqual(PNG);

      // Omitting the image keeps it; leaving out the options removes them.
      const { options: _options, ...withoutOptions } = scooter;
      const { updateCarType: edited } = ok(
        await call<{ updateCarType: Car }>(as.admin, UPDATE_CAR, {
          id: added.id,
          input: { ...withoutOptions, min_fare: 4.5, convenience_fee_type: 'flat', convenience_fees: 1 },
        }),
      );
      expect(edited).toMatchObject({ min_fare: 4.5, convenience_fee_type: 'flat', options: null });
      expect(edited.image).toEqual(expect.stringContaining(image));

      expect(ok(await call(as.admin, DELETE_CAR, { id: added.id }))).toEqual({ deleteCarType: added.id });
      expect((await carTypes()).map((car) => car.id)).not.toContain(added.id);
      expect(errorOf(await call(as.admin, DELETE_CAR, { id: added.id }))).toEqual({
        errorType: 'NOT_FOUND',
        message: 'not_found',
      });
    });

    it('refuses bad input with the field and nothing written', async () => {
      const before = await carTypes();
      for (const input of [
        { ...scooter, name: ' ' },
        { ...scooter, base_fare: -1 },
        { ...scooter, convenience_fees: 101 },
        { ...scooter, convenience_fee_type: 'half' },
        { ...scooter, image: 'car-types/never-uploaded.png' },
        { ...scooter, image: 'users/someone/profile/x.png' },
      ]) {
        expect(errorOf(await call(as.admin, ADD_CAR, { input }))?.errorType).toBe('VALIDATION');
      }
      expect((await carTypes()).map((car) => car.id)).toEqual(before.map((car) => car.id));
    });

    it('lets only an admin write car types or upload their images', async () => {
      const [economy] = await carTypes();
      for (const caller of [as.rider, as.driver, as.fleetadmin]) {
        refusedBySchema(await call(caller, ADD_CAR, { input: scooter }));
        refusedBySchema(await call(caller, UPDATE_CAR, { id: economy!.id, input: scooter }));
        refusedBySchema(await call(caller, DELETE_CAR, { id: economy!.id }));
        expect(
          errorOf(
            await call(caller, UPLOAD, {
              kind: 'CAR_TYPE_IMAGE',
              contentType: 'image/png',
              contentLength: 10,
            }),
          ),
        ).toEqual({ errorType: 'FORBIDDEN', message: 'not_permitted' });
      }
      refusedBySchema(await call(anonymous, DELETE_CAR, { id: economy!.id }));
      expect((await carTypes()).map((car) => car.id)).toContain(economy!.id);
    });
  });

  describe('cancellation reasons', () => {
    const reasons = (auth: Auth) =>
      call<{ cancelReasons: { label: string; value: number }[] }>(auth, REASONS);

    it('gives riders and admins the list in order, each value its index', async () => {
      const expected = demoCancelReasons.map((label, value) => ({ label, value }));
      expect(ok(await reasons(as.rider)).cancelReasons).toEqual(expected);
      expect(ok(await reasons(as.admin)).cancelReasons).toEqual(expected);
      refusedBySchema(await reasons(as.driver));
      refusedBySchema(await reasons(anonymous));
    });

    it('lets the admin replace the whole list, and no one else', async () => {
      const labels = ['Waited too long', ...demoCancelReasons.slice(1)];
      const { updateCancelReasons } = ok(
        await call<{ updateCancelReasons: { label: string; value: number }[] }>(as.admin, SET_REASONS, {
          labels,
        }),
      );
      expect(updateCancelReasons[0]).toEqual({ label: 'Waited too long', value: 0 });
      refusedBySchema(await call(as.rider, SET_REASONS, { labels: ['Mine'] }));
      expect(errorOf(await call(as.admin, SET_REASONS, { labels: ['ok', '  '] }))?.errorType).toBe(
        'VALIDATION',
      );
      expect(ok(await reasons(as.rider)).cancelReasons.map((r) => r.label)).toEqual(labels);
      ok(await call(as.admin, SET_REASONS, { labels: demoCancelReasons }));
    });
  });

  describe('categories and products', () => {
    type Product = { id: string; name: string; image: string | null; category: string; amount: number };
    const products = async (variables: Record<string, unknown> = {}) =>
      ok(
        await call<{ products: { items: Product[]; nextToken: string | null } }>(
          anonymous,
          PRODUCTS,
          variables,
        ),
      ).products;
    const addCategory = async (name: string) =>
      ok(
        await call<{ addCategory: { id: string } }>(as.admin, ADD_CATEGORY, {
          input: { name, description: 'd' },
        }),
      ).addCategory.id;
    const product = (category: string) => ({
      name: 'Oat milk',
      category,
      amount: 2.99,
      size: '1 l',
      description: 'Barista edition',
    });

    it('reads categories and products publicly, paged on the server', async () => {
      const first = ok(
        await call<{ categories: { items: { name: string }[]; nextToken: string | null } }>(
          anonymous,
          CATEGORIES,
          {
            limit: 2,
          },
        ),
      ).categories;
      expect(first.items).toHaveLength(2);
      expect(first.nextToken).toEqual(expect.any(String));
      const page = await products({ limit: 4 });
      expect(page.items).toHaveLength(4);
      expect((await products({ nextToken: page.nextToken })).items).toHaveLength(2);
      const groceries = await products({ category: 'category-groceries' });
      expect(groceries.items.map((p) => p.name).sort()).toEqual([
        'Coffee beans',
        'Organic milk',
        'Sourdough loaf',
      ]);
      expect(groceries.items.every((p) => p.image === null)).toBe(true);
    });

    it('adds a product in a category with the placeholder, then an uploaded image, and a numeric amount', async () => {
      const category = await addCategory('Dairy');
      const { addProduct: added } = ok(
        await call<{ addProduct: Product }>(as.admin, ADD_PRODUCT, { input: product(category) }),
      );
      expect(added).toMatchObject({ ...product(category), image: null });
      const image = await uploadImage(as.admin, 'PRODUCT_IMAGE');
      const { updateProduct: edited } = ok(
        await call<{ updateProduct: Product }>(as.admin, UPDATE_PRODUCT, {
          id: added.id,
          input: { ...product(category), image, amount: 3.1 },
        }),
      );
      expect(edited.amount).toBe(3.1);
      expect((await fetch(edited.image!)).status).toBe(200);
      expect((await products({ category })).items.map((p) => p.id)).toEqual([added.id]);

      expect(errorOf(await call(as.admin, DELETE_CATEGORY, { id: category }))).toEqual({
        errorType: 'CONFLICT',
        message: 'category_has_products',
      });
      ok(await call(as.admin, DELETE_PRODUCT, { id: added.id }));
      expect(ok(await call(as.admin, DELETE_CATEGORY, { id: category }))).toEqual({
        deleteCategory: category,
      });
    });

    it('refuses a product of an unknown category or a negative amount', async () => {
      expect(errorOf(await call(as.admin, ADD_PRODUCT, { input: product('category-nope') }))).toEqual({
        errorType: 'VALIDATION',
        message: 'not_found',
      });
      const result = await call(as.admin, ADD_PRODUCT, {
        input: { ...product('category-flowers'), amount: -1 },
      });
      expect(errorOf(result)?.errorType).toBe('VALIDATION');
      expect((await products({ category: 'category-flowers' })).items.map((p) => p.name)).toEqual([
        'Red roses',
      ]);
    });

    it('lets only an admin write the shop', async () => {
      for (const caller of [as.rider, as.fleetadmin, anonymous]) {
        refusedBySchema(await call(caller, ADD_CATEGORY, { input: { name: 'x', description: 'y' } }));
        refusedBySchema(await call(caller, DELETE_CATEGORY, { id: 'category-flowers' }));
        refusedBySchema(await call(caller, ADD_PRODUCT, { input: product('category-flowers') }));
        refusedBySchema(await call(caller, DELETE_PRODUCT, { id: 'product-roses' }));
      }
    });
  });

  // Last: the demo lock also refuses saving settings, so nothing here lifts it again.
  describe('under the demo lock', () => {
    beforeAll(async () => {
      ok(
        await call(as.admin, UPDATE_SETTINGS, { input: { ...demoSettings, AllowCriticalEditsAdmin: false } }),
      );
    });

    it("keeps cancellation reasons read-only ('demo mode')", async () => {
      expect(errorOf(await call(as.admin, SET_REASONS, { labels: ['Locked'] }))).toEqual({
        errorType: 'DEMO_MODE',
        message: 'demo mode',
      });
      const { cancelReasons } = ok(await call<{ cancelReasons: { label: string }[] }>(as.admin, REASONS));
      expect(cancelReasons.map((r) => r.label)).toEqual(demoCancelReasons);
    });

    it('keeps adding to the shop open, and refuses updates and deletes', async () => {
      const product = {
        name: 'Oat milk',
        amount: 2.99,
        size: '1 l',
        description: 'Barista edition',
      };
      const { addCategory } = ok(
        await call<{ addCategory: { id: string } }>(as.admin, ADD_CATEGORY, {
          input: { name: 'Bakery', description: 'd' },
        }),
      );
      const category = addCategory.id;
      const { addProduct: added } = ok(
        await call<{ addProduct: { id: string } }>(as.admin, ADD_PRODUCT, {
          input: { ...product, category },
        }),
      );
      for (const [mutation, variables] of [
        [UPDATE_CATEGORY, { id: category, input: { name: 'Renamed', description: '' } }],
        [DELETE_CATEGORY, { id: category }],
        [UPDATE_PRODUCT, { id: added.id, input: { ...product, category, name: 'Renamed' } }],
        [DELETE_PRODUCT, { id: added.id }],
      ] as const) {
        expect(errorOf(await call(as.admin, mutation, variables))).toEqual({
          errorType: 'DEMO_MODE',
          message: 'demo mode',
        });
      }
      const { products } = ok(
        await call<{ products: { items: { name: string }[] } }>(anonymous, PRODUCTS, { category }),
      );
      expect(products.items.map((p) => p.name)).toEqual(['Oat milk']);
    });
  });
});
