import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service } from 'electrodb';
import {
  assertLanguageDeletable,
  DomainError,
  type AuditEntry,
  type Language,
  notFound,
} from '@wayfare/shared';
import type { LanguageChanges, LanguageRepository } from '../../ports/language-repository';
import { auditEntryEntity } from './audit-entry.entity';
import { auditPut } from './audit-log.repository';
import { languageDefaultEntity } from './language-default.entity';
import { languageEntity } from './language.entity';
import { pageOptions, type Page, type PageRequest } from './page';
import { conditionFailedAt, writeTransaction } from './write-transaction';

type LanguageEntity = ReturnType<typeof languageEntity>;
type Item = NonNullable<Awaited<ReturnType<ReturnType<LanguageEntity['get']>['go']>>['data']>;

const toLanguage = ({ isDefault, keyValuePairs, ...rest }: Item): Language => ({
  ...rest,
  default: isDefault,
  keyValuePairs: keyValuePairs as Language['keyValuePairs'],
});

/** Another admin's make-default can move the pointer under ours; a few retries on fresh reads settle it. */
const MAKE_DEFAULT_ATTEMPTS = 3;

/**
 * Languages in one partition (paged Query), the default found through its pointer item (GetItem),
 * and making a language default as one transaction over the pointer and both flags. Every write
 * is a transaction that carries the operator's audit entry when there is one.
 */
export class DynamoLanguageRepository implements LanguageRepository {
  private readonly service;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.service = new Service({
      language: languageEntity(client, table),
      languageDefault: languageDefaultEntity(client, table),
      auditEntry: auditEntryEntity(client, table),
    });
  }

  private get languages() {
    return this.service.entities.language;
  }

  private async defaultId(): Promise<string | null> {
    const { data } = await this.service.entities.languageDefault.get({}).go();
    return data?.languageId ?? null;
  }

  async list(page: PageRequest): Promise<Page<Language>> {
    const { data, cursor } = await this.languages.query.byId({}).go(pageOptions(page));
    return { items: data.map(toLanguage), nextToken: cursor };
  }

  async get(id: string): Promise<Language | null> {
    const { data } = await this.languages.get({ id }).go();
    return data ? toLanguage(data) : null;
  }

  async getDefault(): Promise<Language | null> {
    const id = await this.defaultId();
    return id ? this.get(id) : null;
  }

  async create({ default: isDefault, ...language }: Language, audit?: AuditEntry): Promise<Language> {
    const outcome = await writeTransaction(() =>
      this.service.transaction
        .write(({ language: languages, languageDefault, auditEntry }) => [
          languages.create({ ...language, isDefault }).commit(),
          ...(isDefault ? [languageDefault.create({ languageId: language.id }).commit()] : []),
          ...auditPut(auditEntry, audit),
        ])
        .go(),
    );
    if (outcome.committed) return { ...language, default: isDefault };
    if (conditionFailedAt(outcome, 0))
      throw new DomainError({
        code: 'VALIDATION',
        messageKey: 'language_exists',
        params: { id: language.id },
      });
    throw new Error(`Language ${language.id} not added: ${outcome.codes.join(', ')}`);
  }

  async update(id: string, changes: LanguageChanges, audit?: AuditEntry): Promise<Language> {
    const outcome = await writeTransaction(() =>
      this.service.transaction
        .write(({ language, auditEntry }) => [
          language.patch({ id }).set(changes).commit(),
          ...auditPut(auditEntry, audit),
        ])
        .go(),
    );
    if (conditionFailedAt(outcome, 0)) throw notFound(id);
    if (!outcome.committed) throw new Error(`Language ${id} not saved: ${outcome.codes.join(', ')}`);
    return (await this.get(id))!;
  }

  async makeDefault(id: string, audit?: AuditEntry): Promise<Language> {
    for (let attempt = 0; attempt < MAKE_DEFAULT_ATTEMPTS; attempt++) {
      const previous = await this.defaultId();
      if (previous !== id) {
        const outcome = await writeTransaction(() =>
          this.service.transaction
            .write(({ language, languageDefault, auditEntry }) => [
              language.patch({ id }).set({ isDefault: true }).commit(),
              previous
                ? languageDefault
                    .patch({})
                    .set({ languageId: id })
                    .where((attr, { eq }) => eq(attr.languageId, previous))
                    .commit()
                : languageDefault.create({ languageId: id }).commit(),
              ...(previous ? [language.patch({ id: previous }).set({ isDefault: false }).commit()] : []),
              ...auditPut(auditEntry, audit),
            ])
            .go(),
        );
        if (conditionFailedAt(outcome, 0)) throw notFound(id);
        // Otherwise another admin moved the default first: read it again and retry.
        if (!outcome.committed) continue;
      }
      const language = await this.get(id);
      if (!language) throw notFound(id);
      return language;
    }
    throw new Error(`The default language kept changing while making ${id} the default`);
  }

  async delete(id: string, audit?: AuditEntry): Promise<void> {
    const outcome = await writeTransaction(() =>
      this.service.transaction
        .write(({ language, auditEntry }) => [
          language
            .delete({ id })
            .where((attr, { eq }) => eq(attr.isDefault, false))
            .commit(),
          ...auditPut(auditEntry, audit),
        ])
        .go(),
    );
    if (outcome.committed) return;
    if (conditionFailedAt(outcome, 0)) {
      const language = await this.get(id);
      if (!language) throw notFound(id);
      assertLanguageDeletable(language);
    }
    throw new Error(`Language ${id} not deleted: ${outcome.codes.join(', ')}`);
  }
}
