#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * libcurl's headers are not needed (only its runtime library is installed on most machines): the
 * few types and constants used here are declared by hand. All are stable ABI; `make test` runs
 * scripts/check-curl-constants.sh, which compares them with curl/curl.h where it is installed.
 */
typedef void CURL;
typedef int CURLcode;
typedef int64_t curl_off_t;
struct curl_slist;
typedef size_t (*curl_write_callback)(char *data, size_t size, size_t count, void *context);

enum {
    CURLOPT_WRITEDATA = 10001,
    CURLOPT_URL = 10002,
    CURLOPT_ERRORBUFFER = 10010,
    CURLOPT_POSTFIELDS = 10015,
    CURLOPT_HTTPHEADER = 10023,
    CURLOPT_HEADERDATA = 10029,
    CURLOPT_CUSTOMREQUEST = 10036,
    CURLOPT_WRITEFUNCTION = 20011,
    CURLOPT_HEADERFUNCTION = 20079,
    CURLOPT_POSTFIELDSIZE_LARGE = 30120,
    CURLOPT_NOPROGRESS = 43,
    CURLOPT_POST = 47,
    CURLOPT_HTTPGET = 80,
    CURLOPT_NOSIGNAL = 99,
    CURLOPT_TIMEOUT_MS = 155,
    CURLOPT_CONNECTTIMEOUT_MS = 156,
    CURLOPT_PROTOCOLS = 181,
    CURLOPT_RESOLVE = 10203,
};
#define CURLINFO_RESPONSE_CODE 0x200002
#define CURL_GLOBAL_DEFAULT 3L
#define CURLPROTO_HTTP 1L
#define CURLPROTO_HTTPS 2L
#define CURLE_OK 0
#define CURLE_FAILED_INIT 2
#define CURLE_OUT_OF_MEMORY 27
#define CURL_ERROR_SIZE 256

/* Same caps as the socket transport's parser. */
#define CCURL_HEAD_LIMIT ((size_t)64 * 1024)
#define CCURL_BODY_LIMIT ((size_t)64 * 1024 * 1024)

typedef struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *handle, int option, ...);
    CURLcode (*easy_perform)(CURL *handle);
    CURLcode (*easy_getinfo)(CURL *handle, int info, ...);
    void (*easy_cleanup)(CURL *handle);
    const char *(*easy_strerror)(CURLcode code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *line);
    void (*slist_free_all)(struct curl_slist *list);
} curl_functions;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static curl_functions curl;
static int curl_loaded;
static char load_error[sizeof(((ccurl_response *)0)->message)];

static void *open_library(void) {
    /* Debian and Ubuntu name the OpenSSL build libcurl.so.4; some systems ship only the GnuTLS one. */
    static const char *const names[] = { "libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so" };
    const char *first_error = NULL;
    char first_copy[sizeof(load_error)] = "";
    for (size_t index = 0; index < sizeof(names) / sizeof(names[0]); index++) {
        void *library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
        if (library) return library;
        const char *error = dlerror();
        if (!first_error && error) {
            snprintf(first_copy, sizeof(first_copy), "%s", error);
            first_error = first_copy;
        }
    }
    snprintf(load_error, sizeof(load_error), "%s", first_error ? first_error : "libcurl.so.4 not found");
    return NULL;
}

static int bind_symbol(void *library, const char *name, void **slot) {
    *slot = dlsym(library, name);
    if (*slot) return 1;
    const char *error = dlerror();
    snprintf(load_error, sizeof(load_error), "%s", error ? error : name);
    return 0;
}

static void load_curl(void) {
    void *library = open_library();
    if (!library) return;
    curl_functions found;
    int complete = bind_symbol(library, "curl_global_init", (void **)&found.global_init)
        && bind_symbol(library, "curl_easy_init", (void **)&found.easy_init)
        && bind_symbol(library, "curl_easy_setopt", (void **)&found.easy_setopt)
        && bind_symbol(library, "curl_easy_perform", (void **)&found.easy_perform)
        && bind_symbol(library, "curl_easy_getinfo", (void **)&found.easy_getinfo)
        && bind_symbol(library, "curl_easy_cleanup", (void **)&found.easy_cleanup)
        && bind_symbol(library, "curl_easy_strerror", (void **)&found.easy_strerror)
        && bind_symbol(library, "curl_slist_append", (void **)&found.slist_append)
        && bind_symbol(library, "curl_slist_free_all", (void **)&found.slist_free_all);
    if (!complete) return;
    /* Not thread-safe in libcurl, hence inside pthread_once. */
    if (found.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(load_error, sizeof(load_error), "curl_global_init failed");
        return;
    }
    curl = found;
    curl_loaded = 1;
}

/* A growable byte buffer with a cap; `overflowed` makes the transfer's callback abort it. */
typedef struct {
    unsigned char *bytes;
    size_t length;
    size_t capacity;
    size_t limit;
    int overflowed;
} growable;

static size_t append(char *data, size_t size, size_t count, void *context) {
    growable *buffer = context;
    if (size != 0 && count > SIZE_MAX / size) { buffer->overflowed = 1; return 0; }
    size_t total = size * count;
    if (total == 0) return 0;
    if (total > buffer->limit - buffer->length) { buffer->overflowed = 1; return 0; }
    if (buffer->length + total > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->length + total) capacity = capacity > buffer->limit / 2 ? buffer->limit : capacity * 2;
        unsigned char *grown = realloc(buffer->bytes, capacity);
        if (!grown) { buffer->overflowed = 1; return 0; }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, data, total);
    buffer->length += total;
    return total;
}

static void copy_message(ccurl_response *out, const char *text) {
    snprintf(out->message, sizeof(out->message), "%s", text ? text : "");
}

/* Sets the options of one request; returns CURLE_OK or the first option curl refused. */
static CURLcode configure(CURL *handle, const char *method, const char *url, struct curl_slist *header_list,
                          struct curl_slist *resolve_list, const void *body, size_t body_length, long connect_timeout_ms,
                          long total_timeout_ms, growable *head, growable *content, char *error_buffer) {
    static const char empty_body[1] = "";
    CURLcode code = CURLE_OK;
#define SET(option, value) if (code == CURLE_OK) code = curl.easy_setopt(handle, option, value)
    SET(CURLOPT_ERRORBUFFER, error_buffer);
    SET(CURLOPT_URL, url);
    /* Deprecated in newer libcurl but still honoured; never a reason to fail the request. */
    if (code == CURLE_OK) (void)curl.easy_setopt(handle, CURLOPT_PROTOCOLS, CURLPROTO_HTTP | CURLPROTO_HTTPS);
    /* No signals: timeouts must not use SIGALRM in a threaded program. */
    SET(CURLOPT_NOSIGNAL, 1L);
    SET(CURLOPT_NOPROGRESS, 1L);
    SET(CURLOPT_CONNECTTIMEOUT_MS, connect_timeout_ms);
    SET(CURLOPT_TIMEOUT_MS, total_timeout_ms);
    SET(CURLOPT_HTTPHEADER, header_list);
    if (resolve_list) SET(CURLOPT_RESOLVE, resolve_list);
    SET(CURLOPT_HEADERFUNCTION, (curl_write_callback)append);
    SET(CURLOPT_HEADERDATA, (void *)head);
    SET(CURLOPT_WRITEFUNCTION, (curl_write_callback)append);
    SET(CURLOPT_WRITEDATA, (void *)content);
    if (strcmp(method, "GET") == 0) {
        SET(CURLOPT_HTTPGET, 1L);
    } else {
        SET(CURLOPT_POST, 1L);
        /* POSTFIELDS is not copied: the caller's body outlives the transfer. */
        SET(CURLOPT_POSTFIELDS, body_length > 0 && body ? body : (const void *)empty_body);
        SET(CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)body_length);
        if (strcmp(method, "POST") != 0) SET(CURLOPT_CUSTOMREQUEST, method);
    }
#undef SET
    return code;
}

/* Appends each line to a new list; NULL with *failed set when memory runs out, NULL for no lines. */
static struct curl_slist *make_list(const char *const *lines, size_t count, int *failed) {
    struct curl_slist *list = NULL;
    for (size_t index = 0; index < count; index++) {
        struct curl_slist *longer = curl.slist_append(list, lines[index]);
        if (!longer) {
            curl.slist_free_all(list);
            *failed = 1;
            return NULL;
        }
        list = longer;
    }
    return list;
}

int ccurl_perform(const char *method, const char *url, const char *const *headers, size_t header_count,
                  const char *const *resolve, size_t resolve_count, const void *body, size_t body_length,
                  long connect_timeout_ms, long total_timeout_ms, ccurl_response *out) {
    memset(out, 0, sizeof(*out));
    pthread_once(&load_once, load_curl);
    if (!curl_loaded) {
        copy_message(out, load_error);
        return CCURL_LIBRARY_MISSING;
    }
    CURL *handle = curl.easy_init();
    if (!handle) {
        copy_message(out, "curl_easy_init failed");
        return CURLE_FAILED_INIT;
    }
    int failed = 0;
    struct curl_slist *header_list = make_list(headers, header_count, &failed);
    struct curl_slist *resolve_list = failed ? NULL : make_list(resolve, resolve_count, &failed);
    if (failed) {
        curl.slist_free_all(header_list);
        curl.easy_cleanup(handle);
        copy_message(out, "out of memory");
        return CURLE_OUT_OF_MEMORY;
    }
    growable head = { .limit = CCURL_HEAD_LIMIT };
    growable content = { .limit = CCURL_BODY_LIMIT };
    char error_buffer[CURL_ERROR_SIZE + 1] = "";
    CURLcode code = configure(handle, method, url, header_list, resolve_list, body, body_length, connect_timeout_ms,
                              total_timeout_ms, &head, &content, error_buffer);
    if (code == CURLE_OK) code = curl.easy_perform(handle);
    long status = 0;
    if (curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &status) == CURLE_OK) out->status = status;
    int result = code;
    if (head.overflowed || content.overflowed) {
        result = CCURL_TOO_LARGE;
        copy_message(out, "answer too large");
    } else if (code != CURLE_OK) {
        copy_message(out, error_buffer[0] ? error_buffer : curl.easy_strerror(code));
    }
    out->headers = head.bytes;
    out->headers_length = head.length;
    out->body = content.bytes;
    out->body_length = content.length;
    curl.easy_cleanup(handle);
    curl.slist_free_all(header_list);
    curl.slist_free_all(resolve_list);
    return result;
}

void ccurl_free(ccurl_response *response) {
    if (!response) return;
    free(response->headers);
    free(response->body);
    memset(response, 0, sizeof(*response));
}
