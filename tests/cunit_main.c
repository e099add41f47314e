/* cunit_main.c — shared main() for the CUnit test programs. */
#include "cunit_main.h"

#include <CUnit/Basic.h>
#include <stdio.h>
#include <stdlib.h>

CU_pSuite test_suite(const char *name)
{
    CU_pSuite s = CU_add_suite(name, NULL, NULL);
    if (!s) {
        fprintf(stderr, "cunit: cannot add suite %s: %s\n", name, CU_get_error_msg());
        exit(2);
    }
    return s;
}

void test_add(CU_pSuite s, const char *name, CU_TestFunc fn)
{
    if (!CU_add_test(s, name, fn)) {
        fprintf(stderr, "cunit: cannot add test %s: %s\n", name, CU_get_error_msg());
        exit(2);
    }
}

int main(int argc, char **argv)
{
    if (CU_initialize_registry() != CUE_SUCCESS) {
        fprintf(stderr, "cunit: %s\n", CU_get_error_msg());
        return 2;
    }
    test_register();
    CU_basic_set_mode(CU_BRM_NORMAL);
    CU_basic_run_tests();
    unsigned run = CU_get_number_of_tests_run();
    unsigned failed = CU_get_number_of_tests_failed();
    CU_cleanup_registry();
    if (argc > 1) {
        FILE *f = fopen(argv[1], "w");
        if (!f) {
            perror(argv[1]);
            return 2;
        }
        fprintf(f, "%u %u\n", run - failed, failed);
        fclose(f);
    }
    return 0;
}
