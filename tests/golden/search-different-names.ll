; ModuleID = 'stdout'
source_filename = "stdout"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%cardrt_card_def = type { ptr, ptr, i32, i32, i32, [8 x ptr], i8, i32, i32, i32, i64, ptr, i32, ptr, ptr, i32, ptr, i32, ptr, i32, i32, i32, i32, ptr, i32, ptr, ptr, i32, ptr, i8, ptr, i32, ptr, ptr, i32, i8, i32, i32 }
%cardrt_registry = type { i32, i32, ptr }

@.str = private unnamed_addr constant [13 x i8] c"Test Summons\00"
@.str.1 = private unnamed_addr constant [10 x i8] c"{3}{G}{G}\00"
@cardc.card.2 = internal constant %cardrt_card_def { ptr @.str, ptr @.str.1, i32 16, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.0, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.2 = private unnamed_addr constant [14 x i8] c"Test Conclave\00"
@.str.3 = private unnamed_addr constant [13 x i8] c"{X}{G}{G}{G}\00"
@cardc.card.5 = internal constant %cardrt_card_def { ptr @.str.2, ptr @.str.3, i32 16, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.3, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.cards = internal constant [2 x ptr] [ptr @cardc.card.2, ptr @cardc.card.5]
@cardc_registry = constant %cardrt_registry { i32 30, i32 2, ptr @cardc.cards }

define internal void @cardc.effect.0(ptr %0) {
entry:
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_search_zones(ptr %0, i32 1, i32 0, i32 1, i32 8, ptr @cardc.affects.1, i32 -1, i32 2)
  %2 = call i32 @cardrt_fx_move(ptr %0, i32 1, i32 1, i32 0)
  call void @cardrt_sel_players(ptr %0, i32 2, i32 0)
  %3 = call i32 @cardrt_fx_shuffle(ptr %0, i32 2)
  ret void
}

define internal i1 @cardc.affects.1(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %8 = xor i1 %7, true
  %9 = and i1 %6, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = call i32 @cardrt_owner(ptr %0, i32 %2)
  %13 = call i32 @cardrt_you(ptr %0, i32 %1)
  %14 = icmp eq i32 %12, %13
  %15 = and i1 %11, %14
  ret i1 %15
}

declare i32 @cardrt_types(ptr, i32)

declare i1 @cardrt_is_token(ptr, i32)

declare i32 @cardrt_owner(ptr, i32)

declare i32 @cardrt_you(ptr, i32)

declare void @cardrt_sel_players(ptr, i32, i32)

declare i32 @cardrt_fx_search_zones(ptr, i32, i32, i32, i32, ptr, i32, i32)

declare i32 @cardrt_fx_move(ptr, i32, i32, i32)

declare i32 @cardrt_fx_shuffle(ptr, i32)

define internal void @cardc.effect.3(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_x(ptr %0)
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %2 = call i32 @cardrt_fx_search_zones(ptr %0, i32 1, i32 0, i32 1, i32 8, ptr @cardc.affects.4, i32 -1, i32 %1)
  %3 = call i32 @cardrt_fx_move(ptr %0, i32 1, i32 1, i32 0)
  call void @cardrt_sel_players(ptr %0, i32 2, i32 0)
  %4 = call i32 @cardrt_fx_shuffle(ptr %0, i32 2)
  ret void
}

declare i32 @cardrt_ctx_x(ptr)

define internal i1 @cardc.affects.4(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %8 = xor i1 %7, true
  %9 = and i1 %6, %8
  %10 = or i1 false, %9
  %11 = call i32 @cardrt_mana_value(ptr %0, i32 %2)
  %12 = call i32 @cardrt_item_x(ptr %0)
  %13 = icmp eq i32 %11, %12
  %14 = and i1 %10, %13
  %15 = and i1 %14, true
  %16 = call i32 @cardrt_owner(ptr %0, i32 %2)
  %17 = call i32 @cardrt_you(ptr %0, i32 %1)
  %18 = icmp eq i32 %16, %17
  %19 = and i1 %15, %18
  ret i1 %19
}

declare i32 @cardrt_mana_value(ptr, i32)

declare i32 @cardrt_item_x(ptr)
